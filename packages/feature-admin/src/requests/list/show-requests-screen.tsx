import { RequestsList } from './requests-list.tsx';

/** `/app/admin/requests/tv-shows`: every customer's show requests. */
export default function ShowRequestsScreen() {
  return <RequestsList key="show" type="show" />;
}
