import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showProblems } from './problemOverlay';

const problem = {
  message: 'content/site.json is not valid:\n  - field "owner.name": Too small',
  file: 'content/site.json',
  line: 3,
  excerpt: [
    { line: 2, text: '  "owner": {' },
    { line: 3, text: '    "name": "",' },
    { line: 4, text: '    "jobTitle": "Engineer"' },
  ],
};

afterEach(() => showProblems([]));

it('shows the message, the file and line, and the lines around it, the problem line marked', () => {
  document.body.innerHTML = '<main><h1>Experience</h1></main>';
  showProblems([{ app: 'shell', severity: 'error', problem }]);
  const overlay = screen.getByRole('alert', { name: 'Build problem' });
  expect(within(overlay).getByRole('heading', { level: 3 })).toHaveTextContent('Error: content/site.json:3');
  expect(overlay).toHaveTextContent('field "owner.name": Too small');
  expect(within(overlay).getByLabelText('Lines 2 to 4 of content/site.json').textContent).toContain('> 3 |     "name": "",');
  // The page stays beneath it.
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Experience');
});

it('goes away when there are no problems, and Hide removes it', async () => {
  showProblems([{ app: 'shell', severity: 'error', problem }]);
  showProblems([]);
  expect(screen.queryByRole('alert')).toBeNull();
  showProblems([
    { app: 'remote_cv', severity: 'error', problem: { message: 'no file' } },
    { app: 'shell', severity: 'error', problem },
    { app: 'remote_cv', severity: 'warning', problem: { message: 'Unclosed "{"', file: 'content/cv/main.tex', line: 43 } },
  ]);
  expect(screen.getByRole('alert')).toHaveTextContent('The build stopped at 2 problems: the page shows the last good build.');
  expect(screen.getByRole('alert')).toHaveTextContent('Warning: content/cv/main.tex:43');
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
  expect(screen.queryByRole('alert')).toBeNull();
});

it('says that the page did change when there are only warnings', () => {
  showProblems([{ app: 'remote_cv', severity: 'warning', problem: { message: 'Unclosed "{"', file: 'content/cv/main.tex', line: 43 } }]);
  expect(screen.getByRole('alert')).toHaveTextContent('The build read past 1 problem: the page shows what it could read.');
});
