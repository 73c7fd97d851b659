/** The browser tests run axe as `folio check` does (builder/check/axe.js). */
export { axeViolations } from '../../builder/check/axe';
