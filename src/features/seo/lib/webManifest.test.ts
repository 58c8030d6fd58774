import { LOCALE_LABELS, LOCALES, brandFor } from '@/i18n/locales';
import { colors } from '@/ui/theme/theme';
import { webManifest } from './webManifest';

describe('webManifest', () => {
  it.each(LOCALE_LABELS)('%s: the storefront’s brand, language and description, opened in its own window', async (locale) => {
    const manifest = await webManifest(locale);
    expect(manifest).toMatchObject({ name: brandFor(locale), short_name: brandFor(locale), lang: LOCALES[locale].intl, start_url: '/', scope: '/', display: 'standalone' });
    // The home page's description, with the brand filled in (not a raw ICU placeholder).
    expect(manifest.description).toContain(brandFor(locale));
    expect(manifest.description).not.toMatch(/[{}]/);
  });

  it('names the Czech and the Austrian shop by their own brands, in their own words', async () => {
    const [cs, at] = await Promise.all([webManifest('cs'), webManifest('de-AT')]);
    expect(cs.name).toBe('Knihoběh');
    expect(at.name).toBe('Bookturn');
    expect(cs.description).not.toBe(at.description);
  });

  it('takes the header’s colour and offers a maskable icon besides the plain ones', async () => {
    const manifest = await webManifest('en');
    expect(manifest.theme_color).toBe(colors.shelf);
    expect(manifest.icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).toEqual(['512x512']);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });
});
