/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadMessages } from '@/i18n/messages';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';
import CameraScanner from './CameraScanner';

const detect = jest.fn();
jest.mock('./detector', () => ({ eanReader: () => Promise.resolve({ kind: 'zxing', detect: (...args: unknown[]) => detect(...args) }) }));

const getUserMedia = jest.fn();
beforeEach(() => {
  getUserMedia.mockReset();
  detect.mockReset();
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
});

async function renderScanner(onIsbn = jest.fn()) {
  render(
    <UiTestProviders locale="en" messages={await loadMessages('en', ['buyback'])}>
      <CameraScanner onIsbn={onIsbn} />
    </UiTestProviders>,
  );
  return onIsbn;
}

describe('the camera scanner', () => {
  it('asks before it opens the camera, and says clearly when the camera is refused', async () => {
    getUserMedia.mockRejectedValue(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    await renderScanner();
    expect(screen.getByRole('status')).toHaveTextContent('The scanner needs your camera.');
    expect(getUserMedia).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Turn on the camera' })));
    expect(screen.getByRole('status')).toHaveTextContent('Camera access is blocked.');
    expect(screen.getByRole('button', { name: 'Try the camera again' })).toBeInTheDocument();
  });

  it('without a camera, points to typing the ISBN', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    await renderScanner();
    expect(screen.getByRole('status')).toHaveTextContent('No camera is available here. Type the ISBN below instead.');
    expect(screen.queryByRole('button', { name: 'Turn on the camera' })).not.toBeInTheDocument();
  });

  it('reads a book barcode from a photo and ignores other barcodes', async () => {
    (globalThis as { createImageBitmap?: unknown }).createImageBitmap = jest.fn().mockResolvedValue({});
    detect.mockResolvedValue([{ rawValue: '4006381333931' }, { rawValue: '9780306406157' }]);
    const onIsbn = await renderScanner();
    const input = screen.getByLabelText('Or read a photo of a barcode:');
    await act(async () => fireEvent.change(input, { target: { files: [new File(['x'], 'b.png', { type: 'image/png' })] } }));
    expect(onIsbn).toHaveBeenCalledTimes(1);
    expect(onIsbn).toHaveBeenCalledWith('9780306406157');
  });
});

describe('the scanner page reached by client-side navigation', () => {
  it('reloads itself so that its own policy (WebAssembly allowed) applies', async () => {
    const { loadedAsThisPage } = jest.requireActual<typeof import('./documentPolicy')>('./documentPolicy');
    const original = performance.getEntriesByType;
    performance.getEntriesByType = (() => [{ name: 'http://cs.localhost/login' }]) as unknown as typeof performance.getEntriesByType;
    window.history.replaceState(null, '', '/book-scanner/sell-books');
    expect(loadedAsThisPage()).toBe(false);
    performance.getEntriesByType = (() => [{ name: 'http://cs.localhost/book-scanner/sell-books' }]) as unknown as typeof performance.getEntriesByType;
    expect(loadedAsThisPage()).toBe(true);
    performance.getEntriesByType = original;
  });
});
