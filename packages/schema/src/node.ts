/** Node-only exports (file system); the browser bundle imports `@ah/schema` without these. */
export { loadTypeDefs } from './sdl.js';
