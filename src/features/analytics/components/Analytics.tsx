import { useEffect, useRef } from 'react';
import { useRouter } from 'next/router';
import { setDataLayerContext } from '@/lib/analytics/dataLayer';
import { applyDebugQuery } from '@/lib/analytics/debugFlag';
import { isAnalyticsGranted } from '../lib/analyticsConsent';
import { pushPageView, pushUxClick, uxClickFromElement } from '../lib/events';
import { pageContext, type IdentityInput } from '../lib/pageContext';

/**
 * Registers the page-wide data-layer fields (page type and area, location, identity when
 * analytics is granted), sends a page view on load and after every route change, and turns
 * clicks on `data-ux-click` elements into ux_click events. Pushes stay in the page until the
 * tag manager loads, which happens only after consent.
 */
export function Analytics({ user }: { user: IdentityInput | null }) {
  const router = useRouter();
  const userRef = useRef(user);
  useEffect(() => {
    userRef.current = user;
  }, [user]);

  useEffect(() => {
    applyDebugQuery(window.location.search);
    return setDataLayerContext(() => pageContext(window.location.href, userRef.current, isAnalyticsGranted()));
  }, []);

  const events = router?.events;
  useEffect(() => {
    pushPageView(document.title);
    if (!events) return undefined;
    const onRouteChange = () => pushPageView(document.title);
    events.on('routeChangeComplete', onRouteChange);
    return () => events.off('routeChangeComplete', onRouteChange);
  }, [events]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const click = uxClickFromElement(event.target);
      if (click) pushUxClick(click);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  return null;
}
