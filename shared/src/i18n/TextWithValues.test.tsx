import { render } from '@testing-library/react';
import { CATALOGUES } from './catalogues';
import { setPageContext } from './pageContext';
import { TextWithValues, templateParts } from './TextWithValues';

it('splits a template into its words and its slots, in the order the language puts them', () => {
  expect(templateParts('Main language: {language}')).toEqual(['Main language: ', { name: 'language' }]);
  expect(templateParts('{rating} of {max}')).toEqual([{ name: 'rating' }, ' of ', { name: 'max' }]);
  expect(templateParts('no slot')).toEqual(['no slot']);
});

it('isolates each value in <bdi>, so a Latin name keeps its place in a right-to-left sentence', () => {
  setPageContext({ lang: 'fa', text: CATALOGUES.fa, languages: [], owner: {} });
  const { container } = render(<TextWithValues textKey="projects.mainLanguage" values={{ language: 'TypeScript' }} />);
  const bdi = container.querySelector('bdi');
  expect(bdi?.textContent).toBe('TypeScript');
  expect(container.textContent).toBe((CATALOGUES.fa['projects.mainLanguage'] as string).replace('{language}', 'TypeScript'));
});
