import { useParams } from 'react-router';

/** A route parameter as a positive integer; anything else asks for id 0, which the API does not know (a 404). */
const idOf = (raw: string | undefined): number => (raw && /^\d+$/.test(raw) ? Number(raw) : 0);

/** The ids in the WHMCS screens' addresses. */
export function useWhmcsIds() {
  const params = useParams();
  return { nodeId: idOf(params.node), containerId: idOf(params.container), inviteId: idOf(params.invite), productId: idOf(params.product) };
}
