import { useParams } from 'react-router';

/** The node of the address: a positive whole number, or null for an address that names none. */
export function useNodeId(): number | null {
  const { node } = useParams();
  return node && /^\d+$/.test(node) ? Number(node) : null;
}
