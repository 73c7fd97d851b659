export { setup as default } from './sharedBrowsers';
