/**
 * @jest-environment jsdom
 */
import NProgress from 'nprogress';
import { PROGRESS_OPTIONS, PROGRESS_TEMPLATE } from './ProgressBar';

describe('progress bar template', () => {
  it('carries no invented ARIA roles (axe aria-roles) and hides the decoration', () => {
    expect(PROGRESS_TEMPLATE).not.toMatch(/role=/);
    expect(PROGRESS_TEMPLATE).toContain('class="bar" aria-hidden="true"');
    expect(PROGRESS_TEMPLATE).toContain('class="peg"');
  });

  it('points nprogress at the bar the template renders (a missing bar throws on every navigation)', () => {
    document.body.innerHTML = '';
    NProgress.configure(PROGRESS_OPTIONS);
    expect(() => {
      NProgress.start();
      NProgress.set(0.5);
    }).not.toThrow();
    expect(document.querySelector('#nprogress .bar')).not.toBeNull();
    NProgress.done(true);
  });
});
