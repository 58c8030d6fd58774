/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { PersistentFilterStore } from '../lib/filterStore';
import { usePersistentFilter } from './usePersistentFilter';

/** A store whose saves the test settles by hand, recording what it was asked to save. */
function fakeStore(loaded: number[] | null = null) {
  const saves: Array<{ ids: number[]; resolve: () => void; reject: (e: Error) => void }> = [];
  const store: PersistentFilterStore = {
    load: jest.fn(async () => loaded),
    save: jest.fn(
      (ids: number[]) =>
        new Promise<void>((resolve, reject) => {
          saves.push({ ids, resolve, reject });
        }),
    ),
  };
  return { store, saves };
}

const DEFAULTS = [1, 3];

describe('usePersistentFilter', () => {
  it('starts from what the server read and does not load again', () => {
    const { store } = fakeStore([21]);
    const { result } = renderHook(() => usePersistentFilter({ store, defaults: DEFAULTS, initial: [4] }));
    expect(result.current.languages).toEqual([4]);
    expect(store.load).not.toHaveBeenCalled();
  });

  it('loads from the store when the server did not read it; null gives the defaults', async () => {
    const saved = fakeStore([21, 5]);
    const { result } = renderHook(() => usePersistentFilter({ store: saved.store, defaults: DEFAULTS }));
    await waitFor(() => expect(result.current.languages).toEqual([5, 21]));

    const nothing = fakeStore(null);
    const second = renderHook(() => usePersistentFilter({ store: nothing.store, defaults: DEFAULTS }));
    await waitFor(() => expect(nothing.store.load).toHaveBeenCalled());
    expect(second.result.current.languages).toEqual([1, 3]);
  });

  it('logs a failed load and keeps the defaults (docs/product.md#silent-failures)', async () => {
    const log = jest.fn();
    const store: PersistentFilterStore = { load: jest.fn().mockRejectedValue(new Error('down')), save: jest.fn() };
    const { result } = renderHook(() => usePersistentFilter({ store, defaults: DEFAULTS, log }));
    await waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringContaining('load'), expect.any(Error)));
    expect(result.current.languages).toEqual([1, 3]);
  });

  it('changes the UI at once and saves the toggled list', async () => {
    const { store, saves } = fakeStore();
    const { result } = renderHook(() => usePersistentFilter({ store, defaults: DEFAULTS, initial: [1, 3] }));
    let saved!: Promise<boolean>;
    act(() => {
      saved = result.current.toggle(21);
    });
    expect(result.current.languages).toEqual([1, 3, 21]);
    expect(saves.map((s) => s.ids)).toEqual([[1, 3, 21]]);
    await act(async () => saves[0].resolve());
    await expect(saved).resolves.toBe(true);
    expect(result.current.languages).toEqual([1, 3, 21]);
    expect(result.current.saveFailed).toBe(false);
  });

  it('rolls back to the previous value and logs when saving fails', async () => {
    const log = jest.fn();
    const { store, saves } = fakeStore();
    const { result } = renderHook(() => usePersistentFilter({ store, defaults: DEFAULTS, initial: [1, 3], log }));
    let saved!: Promise<boolean>;
    act(() => {
      saved = result.current.toggle(3);
    });
    expect(result.current.languages).toEqual([1]);
    await act(async () => saves[0].reject(new Error('500')));
    await expect(saved).resolves.toBe(false);
    expect(result.current.languages).toEqual([1, 3]);
    expect(result.current.saveFailed).toBe(true);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('rolled back'), expect.any(Error));
  });

  it('a late failure of an older toggle does not undo a newer one', async () => {
    const { store, saves } = fakeStore();
    const { result } = renderHook(() => usePersistentFilter({ store, defaults: DEFAULTS, initial: [1], log: jest.fn() }));
    act(() => void result.current.toggle(3));
    act(() => void result.current.toggle(21));
    expect(result.current.languages).toEqual([1, 3, 21]);
    await act(async () => saves[0].reject(new Error('slow failure')));
    expect(result.current.languages).toEqual([1, 3, 21]);
    await act(async () => saves[1].resolve());
    expect(result.current.languages).toEqual([1, 3, 21]);
    expect(result.current.saveFailed).toBe(false);
  });

  it('when the newest save fails, returns to the last value the store confirmed', async () => {
    const { store, saves } = fakeStore();
    const { result } = renderHook(() => usePersistentFilter({ store, defaults: DEFAULTS, initial: [1], log: jest.fn() }));
    act(() => void result.current.toggle(3));
    await act(async () => saves[0].resolve());
    act(() => void result.current.toggle(21));
    act(() => void result.current.toggle(5));
    await act(async () => saves[1].reject(new Error('x')));
    await act(async () => saves[2].reject(new Error('y')));
    expect(result.current.languages).toEqual([1, 3]);
  });

  it('a toggle made while loading wins over the loaded value', async () => {
    let finishLoad!: (ids: number[] | null) => void;
    const store: PersistentFilterStore = {
      load: () => new Promise((resolve) => (finishLoad = resolve)),
      save: jest.fn().mockResolvedValue(undefined),
    };
    const { result } = renderHook(() => usePersistentFilter({ store, defaults: DEFAULTS }));
    await act(async () => void (await result.current.toggle(21)));
    await act(async () => finishLoad([8]));
    expect(result.current.languages).toEqual([1, 3, 21]);
  });
});
