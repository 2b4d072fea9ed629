export { ReleaseUpdateNotice } from './components/release-update-notice';
