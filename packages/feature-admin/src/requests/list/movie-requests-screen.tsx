import { RequestsList } from './requests-list.tsx';

/** `/app/admin/requests/movies`: every customer's movie requests. */
export default function MovieRequestsScreen() {
  return <RequestsList key="movie" type="movie" />;
}
