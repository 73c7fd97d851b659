/** The browser tests run axe as `folio check` does (build/check/axe.js). */
export { axeViolations } from '../../build/check/axe';
