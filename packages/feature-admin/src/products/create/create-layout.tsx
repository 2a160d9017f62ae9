import { Outlet } from 'react-router';
import { ProductDraftProvider } from './draft-store.tsx';

/** The creation's steps share one draft, so moving between them keeps what was chosen and typed. */
export default function CreateProductLayout() {
  return (
    <ProductDraftProvider>
      <Outlet />
    </ProductDraftProvider>
  );
}
