/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { ShellToaster } from './ShellToaster';

/**
 * docs/product.md#page-shell, #constants-toasts timings as visitors see them: the shell's 5 s for blank/error/custom, the library's
 * 2 s for success and "until resolved" for loading; a dismissed toast leaves the DOM 1 s later.
 * The element stays mounted while its exit animation runs, so "gone" means removed. Timers are
 * advanced in steps: the removal timer is only scheduled once React has rendered the dismissal.
 */
describe('<ShellToaster> timings', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => toast.remove());
    jest.useRealTimers();
  });

  const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));
  const shown = (text: string) => screen.queryByText(text) !== null;

  it.each([
    ['blank', (m: string) => toast(m)],
    ['error', (m: string) => toast.error(m)],
    ['custom', (m: string) => toast.custom(<p>{m}</p>)],
  ])('%s: 5000 ms in the shell, removed 1000 ms after dismissal', (_type, show) => {
    render(<ShellToaster />);
    act(() => void show('Zpráva'));
    advance(4900);
    expect(shown('Zpráva')).toBe(true);
    advance(200); // dismissed at 5000 ms
    advance(900);
    expect(shown('Zpráva')).toBe(true);
    advance(200);
    expect(shown('Zpráva')).toBe(false);
  });

  it('success: 2000 ms', () => {
    render(<ShellToaster />);
    act(() => void toast.success('Uloženo'));
    advance(1900);
    expect(shown('Uloženo')).toBe(true);
    advance(200); // dismissed at 2000 ms
    advance(1100);
    expect(shown('Uloženo')).toBe(false);
  });

  it('loading: stays until dismissed', () => {
    render(<ShellToaster />);
    let id = '';
    act(() => void (id = toast.loading('Načítám')));
    advance(10 * 60_000);
    expect(shown('Načítám')).toBe(true);
    act(() => toast.dismiss(id));
    advance(1100);
    expect(shown('Načítám')).toBe(false);
  });

  it('keeps at most 20 toasts', () => {
    render(<ShellToaster />);
    act(() => {
      for (let i = 1; i <= 25; i += 1) toast(`Toast ${i}`);
    });
    expect(screen.getAllByText(/^Toast \d+$/)).toHaveLength(20);
    expect(shown('Toast 25')).toBe(true);
    expect(shown('Toast 5')).toBe(false);
  });
});
