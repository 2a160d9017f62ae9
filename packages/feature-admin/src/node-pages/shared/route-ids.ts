import { useParams } from 'react-router';

/** The ids in a node page's address: the node, and on a container's pages the container and the invite. */
export function useRouteIds() {
  const params = useParams();
  return { nodeId: Number(params.node), containerId: Number(params.container), inviteId: Number(params.invite) };
}
