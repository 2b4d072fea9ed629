import { PageTitle } from './page-title';

/** A page whose screen a later issue builds: for now its translated title only. */
export default function EmptyPage() {
  return <PageTitle />;
}
