import { repeatsHeading } from './repeatsHeading';

it.each([
  ['Experience', 'Experience', true],
  ['  EXPERIENCE ', 'Experience', true],
  ['Berufserfahrung', 'Berufserfahrung', true],
  ['Work Experience', 'Experience', false],
  ['Skills', 'Kenntnisse', false],
])('"%s" under the page heading "%s" repeats it: %s', (title, heading, repeats) => expect(repeatsHeading(title, heading)).toBe(repeats));
