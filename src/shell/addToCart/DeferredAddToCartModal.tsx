import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useAddToCartModal } from '@/app-context/addToCart';

const AddToCartModal = dynamic(() => import('./AddToCartModal').then((loaded) => loaded.AddToCartModal), { ssr: false });

/**
 * The add-to-cart modal's code (the modal, its focus trap, the tiles) is fetched when a copy is
 * first added, not with every page (issue 17 item 8); once shown it stays mounted, so closing and
 * reopening behave as before.
 */
export function DeferredAddToCartModal() {
  const { product } = useAddToCartModal();
  const [used, setUsed] = useState(false);
  // Derived state from the previous render (React's documented pattern), not an effect.
  if (!used && product !== null) setUsed(true);
  return used || product !== null ? <AddToCartModal /> : null;
}
