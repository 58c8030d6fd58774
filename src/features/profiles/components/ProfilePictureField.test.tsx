/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadMessages, type Messages } from '@/i18n/messages';
import { installFakeApi, type FakeRequest } from '@/features/cart/testing/fakeApi';
import { emptyShell } from '@/app-context/page';
import { AppContextProvider } from '@/app-context/context';
import { UiTestProviders } from '@/ui/testing/UiTestProviders';
import { ProfilePictureField } from './ProfilePictureField';

let messages: Messages;
beforeAll(async () => {
  messages = await loadMessages('en');
});

function renderField(hasImage: boolean, onChange = jest.fn().mockResolvedValue(undefined)) {
  render(
    <UiTestProviders locale="en" messages={messages}>
      <AppContextProvider locale="en" shell={emptyShell('en')} user={{ id: 1, name: 'Eva', email: 'e@example.com' }} setUser={() => undefined} admin={false}>
        <ProfilePictureField userHash="ab12cd34e" hasImage={hasImage} onChange={onChange} />
      </AppContextProvider>
    </UiTestProviders>,
  );
  return onChange;
}

const choose = (file: File) => fireEvent.change(screen.getByLabelText('Upload a picture'), { target: { files: [file] } });

describe('<ProfilePictureField>', () => {
  it('explains a wrong type or a too large file without sending anything', async () => {
    const seen: FakeRequest[] = [];
    const api = installFakeApi('en', (request) => {
      seen.push(request);
      return { status: 204, body: null };
    });
    try {
      renderField(false);
      choose(new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }));
      expect(screen.getByRole('alert')).toHaveTextContent('The picture must be a PNG, JPEG or WebP image.');
      choose(new File([new Uint8Array(1_000_001)], 'me.png', { type: 'image/png' }));
      expect(screen.getByRole('alert')).toHaveTextContent('The picture is larger than 1 MB.');
      expect(seen).toEqual([]);
    } finally {
      api.restore();
    }
  });

  it('uploads a PNG and shows the picture with a way to remove it', async () => {
    const seen: FakeRequest[] = [];
    const api = installFakeApi('en', (request) => {
      seen.push(request);
      return { status: 204, body: null };
    });
    try {
      const onChange = renderField(false);
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      await act(async () => {
        choose(new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }));
      });
      expect(seen.map((r) => [r.method, r.url])).toEqual([['PUT', '/adonis/v1/users/current/profile-image']]);
      expect(onChange).toHaveBeenCalled();
    } finally {
      api.restore();
    }
  });

  it('shows the current picture and removes it', async () => {
    const seen: FakeRequest[] = [];
    const api = installFakeApi('en', (request) => {
      seen.push(request);
      return { status: 204, body: null };
    });
    try {
      renderField(true);
      expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', '/api/adonis/v1/users/public/ab12cd34e/image?v=0');
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Remove the picture' }));
      });
      expect(seen.map((r) => [r.method, r.url])).toEqual([['DELETE', '/adonis/v1/users/current/profile-image']]);
    } finally {
      api.restore();
    }
  });
});
