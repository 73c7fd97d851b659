export { teardown as default } from './sharedBrowsers';
