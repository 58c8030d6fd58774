/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadMessages, type Messages } from '@/i18n/messages';
import { ShellTestProviders } from '@/app-context/testing/ShellTestProviders';
import { bookTileFixture } from '@/app-context/testing/fixtures';
import { AddToCartModal } from './AddToCartModal';
import { useAddToCartModal, type AddToCartModalValue } from '@/app-context/addToCart';

let modal: AddToCartModalValue;
function CaptureModal() {
  modal = useAddToCartModal();
  return null;
}

describe('add-to-cart modal', () => {
  let messages: Messages;
  beforeAll(async () => {
    messages = await loadMessages('cs');
  });

  const product = bookTileFixture({ 'bookId': 1, title: 'Babička' });
  const upsell = bookTileFixture({ 'bookId': 2, title: 'Divá Bára' });

  const renderModal = () =>
    render(
      <ShellTestProviders messages={messages}>
        <CaptureModal />
        <AddToCartModal />
      </ShellTestProviders>,
    );

  it('is closed until a product is set', () => {
    renderModal();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(modal.product).toBeNull();
  });

  it('shows the product with its upsell when a product is set', () => {
    renderModal();
    act(() => modal.setProduct(product, upsell));
    const dialog = screen.getByRole('dialog', { name: 'Přidáno do košíku' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Babička' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mohlo by se vám líbit' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Divá Bára' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Přejít do košíku' })).toHaveAttribute('href', '/kosik');
    expect(modal.upsellProduct).toEqual(upsell);
  });

  it('clears product and upsell when the product is set to null', () => {
    renderModal();
    act(() => modal.setProduct(product, upsell));
    act(() => modal.setProduct(null));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(modal.product).toBeNull();
    expect(modal.upsellProduct).toBeNull();
  });

  it('closes (and clears) from "continue shopping"', () => {
    renderModal();
    act(() => modal.setProduct(product));
    fireEvent.click(screen.getByRole('button', { name: 'Pokračovat v nákupu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(modal.product).toBeNull();
  });
});
