import { Outlet } from 'react-router';
import { ProductDraftProvider } from './draft-store.tsx';

/** `/app/reseller-panel/products/create`: the two steps share one draft while either is open. */
export default function CreateLayout() {
  return (
    <ProductDraftProvider>
      <Outlet />
    </ProductDraftProvider>
  );
}
