import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useRouteResolver } from '@/routing';
import { buttonCss } from '@/ui';

const ButtonAnchor = styled.a<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonCss}
`;

/**
 * A link to the camera scanner as a full page load, not a client-side navigation: the scanner's
 * Content-Security-Policy (WebAssembly allowed) comes with its own document (scanner/documentPolicy.ts).
 */
export function ScannerLink({ children, button = false }: { children: ReactNode; button?: boolean }) {
  const resolve = useRouteResolver();
  const href = resolve('bookScannerSellBooks');
  return button ? <ButtonAnchor href={href}>{children}</ButtonAnchor> : <a href={href}>{children}</a>;
}
