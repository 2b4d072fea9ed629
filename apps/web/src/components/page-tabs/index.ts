export { PageTabs, type PageTab } from './page-tabs';
