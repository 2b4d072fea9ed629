export { PageShortcuts } from './components/page-shortcuts';
