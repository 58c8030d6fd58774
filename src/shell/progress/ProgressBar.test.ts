import { PROGRESS_TEMPLATE } from './ProgressBar';

describe('progress bar template', () => {
  it('carries no invented ARIA roles (axe aria-roles) and hides the decoration', () => {
    expect(PROGRESS_TEMPLATE).not.toMatch(/role=/);
    expect(PROGRESS_TEMPLATE).toContain('class="bar" aria-hidden="true"');
    expect(PROGRESS_TEMPLATE).toContain('class="peg"');
  });
});
