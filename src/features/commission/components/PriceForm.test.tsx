/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadMessages } from '@/i18n/messages';
import { HttpError } from '@/lib/http';
import { ShellTestProviders } from '@/app-context/testing/ShellTestProviders';
import { PriceForm } from './PriceForm';

async function refusedWith(details: unknown) {
  const onSubmit = jest.fn().mockRejectedValue(new HttpError('refused', 'bad_request', 422, 'COMMISSION_PRICE_OUT_OF_RANGE', details));
  render(
    <ShellTestProviders locale="cs" messages={await loadMessages('cs')}>
      <PriceForm label="Nová cena" submitLabel="Změnit cenu" currency="CZK" onSubmit={onSubmit} onDone={() => undefined} />
    </ShellTestProviders>,
  );
  fireEvent.change(screen.getByLabelText('Nová cena'), { target: { value: '10' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Změnit cenu' })));
  expect(onSubmit).toHaveBeenCalledWith(expect.anything(), 1000);
}

describe('PriceForm', () => {
  it('says the range a refused price may take, in the storefront’s money', async () => {
    await refusedWith({ minX100: 5000, maxX100: 30000, changesLeft: 2 });
    expect(screen.getByRole('alert')).toHaveTextContent('Cena musí být mezi 50,00 Kč a 300,00 Kč.');
  });

  it('says the least price when the terms have no ceiling', async () => {
    await refusedWith({ minX100: 5000, maxX100: null });
    expect(screen.getByRole('alert')).toHaveTextContent('Cena musí být aspoň 50,00 Kč.');
  });
});
