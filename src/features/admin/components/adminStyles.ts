import styled from 'styled-components';

/** The staff UI's few primitives: plain, high-contrast, usable at 1280 px and on a 10" tablet. */
export const Shell = styled.div`
  display: grid;
  grid-template-columns: 200px 1fr;
  grid-template-rows: auto 1fr;
  min-height: 100vh;
  font-family: system-ui, sans-serif;
  color: #1a1a1a;
  background: #f6f6f4;
  /* minmax(0, …): the column may be narrower than its widest content (the navigation's row, a wide table), which then scrolls. */
  /* One column: header, the navigation's row, then the page, which takes the remaining height. */
  @media (max-width: 900px) { grid-template-columns: minmax(0, 1fr); grid-template-rows: auto auto 1fr; }
`;
export const TopBar = styled.header`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: 12px 20px;
  align-items: center;
  padding: 8px 16px;
  background: #1f3a5f;
  color: #fff;
  a, button { color: #fff; }
`;
export const Brand = styled.a`
  font-weight: 700;
  font-size: 18px;
  text-decoration: none;
`;
export const Side = styled.nav`
  padding: 16px 8px;
  background: #fff;
  border-right: 1px solid #ddd;
  ul { list-style: none; margin: 0; padding: 0; }
  a { display: block; padding: 10px 12px; border-radius: 4px; color: #1f3a5f; text-decoration: none; font-weight: 600; }
  a[aria-current='page'] { background: #e3ebf5; }
  a:focus-visible { outline: 3px solid #f0a500; }
  /* A phone or a packer's handheld: the desks as one row that scrolls sideways, not a column of
     seventeen links filling the first screen before any work shows. */
  @media (max-width: 900px) {
    padding: 4px 8px;
    border-right: 0;
    border-bottom: 1px solid #ddd;
    ul { display: flex; gap: 4px; overflow-x: auto; }
    a { padding: 8px 10px; white-space: nowrap; }
  }
`;
export const Main = styled.main`
  padding: 20px 24px;
  @media (max-width: 900px) { padding: 12px; }
  min-width: 0;
  h1 { margin: 0 0 16px; font-size: 26px; }
  h2 { font-size: 19px; margin: 24px 0 8px; }
`;
export const Button = styled.button<{ $variant?: 'primary' | 'danger' | 'plain' }>`
  min-height: 36px;
  padding: 6px 14px;
  border-radius: 4px;
  font: inherit;
  cursor: pointer;
  border: 1px solid ${({ $variant }) => ($variant === 'danger' ? '#a4161a' : '#1f3a5f')};
  background: ${({ $variant }) => ($variant === 'primary' ? '#1f3a5f' : $variant === 'danger' ? '#a4161a' : '#fff')};
  color: ${({ $variant }) => ($variant === 'primary' || $variant === 'danger' ? '#fff' : '#1f3a5f')};
  &:disabled { opacity: 0.6; cursor: progress; }
  &:focus-visible { outline: 3px solid #f0a500; outline-offset: 1px; }
`;
export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: 14px;
  font-weight: 600;
  input, select { font: inherit; font-weight: 400; padding: 6px 8px; min-height: 36px; border: 1px solid #767676; border-radius: 4px; background: #fff; color: #1a1a1a; }
`;
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-end;
`;
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  /* On a narrow screen a wide table scrolls within itself instead of widening the whole page. */
  @media (max-width: 900px) { display: block; overflow-x: auto; }
  background: #fff;
  font-size: 14px;
  th, td { text-align: left; padding: 8px 10px; border-bottom: 1px solid #e2e2e2; }
  th { background: #eef1f5; white-space: nowrap; }
  th button { background: none; border: 0; font: inherit; font-weight: 700; cursor: pointer; color: #1a1a1a; padding: 0; }
  td.num, th.num { text-align: right; }
`;
export const Card = styled.section`
  background: #fff;
  border: 1px solid #ddd;
  border-radius: 6px;
  padding: 16px;
  margin-bottom: 16px;
`;
export const Muted = styled.span`
  color: #555;
`;
export const Badge = styled.span`
  display: inline-block;
  padding: 2px 8px;
  margin: 2px 4px 2px 0;
  border-radius: 10px;
  background: #e3ebf5;
  color: #1a1a1a;
  font-size: 13px;
`;
