export { ViewAsBanner } from './components/view-as-banner';
