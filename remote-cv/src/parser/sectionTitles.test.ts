import { kindFromContent } from './kinds';
import { createTitleMatcher, normalizeTitle } from './sectionTitles';

const kindOf = createTitleMatcher();

describe('the built-in titles, in many languages', () => {
  it.each([
    ['Expérience professionnelle', 'experience'],
    ['EXPÉRIENCES PROFESSIONNELLES :', 'experience'],
    ['Formation', 'education'],
    ['Compétences', 'technicalSkills'],
    ["Centres d'intérêt", 'interests'],
    ['Berufserfahrung', 'experience'],
    ['Ausbildung', 'education'],
    ['Sprachkenntnisse', 'languages'],
    ['Experiencia laboral', 'experience'],
    ['Idiomas', 'languages'],
    ['Experiência profissional', 'experience'],
    ['Esperienze lavorative', 'experience'],
    ['Werkervaring', 'experience'],
    ['Doświadczenie zawodowe', 'experience'],
    ['Pracovní zkušenosti', 'experience'],
    ['Vzdelanie', 'education'],
    ['工作經歷', 'experience'],
    ['工作经历', 'experience'],
    ['教育背景：', 'education'],
    ['专业技能', 'technicalSkills'],
    ['職歴', 'experience'],
    ['資格・免許', 'qualifications'],
    ['Honors & Awards', 'awards'],
    ['Volunteer Experience', 'volunteering'],
    ['Relevant Coursework', 'courses'],
    ['Most Proud of', 'achievements'],
  ])('%s → %s', (title, kind) => {
    expect(kindOf(title)).toBe(kind);
  });

  it('a bilingual title matches on either part', () => {
    expect(kindOf('Experience / Expérience')).toBe('experience');
    expect(kindOf('Formação | Education')).toBe('education');
  });

  it('a title nobody named is left to its content', () => {
    expect(kindOf('Side Quests')).toBeNull();
  });
});

describe('normalizeTitle', () => {
  it('ignores case, accents, spacing, a trailing colon and "&"', () => {
    expect(normalizeTitle('  ÉTUDES   &  Diplômes : ')).toBe('etudes and diplomes');
    expect(normalizeTitle('Hobbies & Interests')).toBe(normalizeTitle('Hobbies and Interests'));
  });
});

describe('Persian, Arabic, Hebrew and Urdu titles', () => {
  it.each([
    ['سوابق کاری', 'experience'],
    ['تجربه کاری', 'experience'],
    ['تجربیات', 'experience'],
    ['تحصیلات', 'education'],
    ['سوابق تحصیلی', 'education'],
    ['مهارت‌ها', 'technicalSkills'],
    ['زبان‌ها', 'languages'],
    ['پروژه‌ها', 'projects'],
    ['افتخارات', 'awards'],
    ['انتشارات', 'publications'],
    ['گواهینامه‌ها', 'certifications'],
    ['درباره من', 'summary'],
    ['اطلاعات تماس', 'summary'],
    ['الخبرات', 'experience'],
    ['الخبرة العملية', 'experience'],
    ['التعليم', 'education'],
    ['المؤهلات', 'qualifications'],
    ['المهارات', 'technicalSkills'],
    ['اللغات', 'languages'],
    ['المشاريع', 'projects'],
    ['الشهادات', 'certifications'],
    ['ניסיון תעסוקתי', 'experience'],
    ['ניסיון', 'experience'],
    ['השכלה', 'education'],
    ['כישורים', 'technicalSkills'],
    ['מיומנויות', 'technicalSkills'],
    ['שפות', 'languages'],
    ['פרויקטים', 'projects'],
    ['פרסומים', 'publications'],
    ['הסמכות', 'certifications'],
    ['تجربہ', 'experience'],
    ['تعلیم', 'education'],
    ['مہارتیں', 'technicalSkills'],
    ['زبانیں', 'languages'],
  ])('%s → %s', (title, kind) => {
    expect(kindOf(title)).toBe(kind);
  });

  it('a Persian word’s parts match joined by a non-joiner, spaced or run together', () => {
    expect(normalizeTitle('مهارت\u200cها')).toBe(normalizeTitle('مهارت ها'));
    expect(normalizeTitle('مهارت ها')).toBe(normalizeTitle('مهارتها'));
    expect(kindOf('مهارتها')).toBe('technicalSkills');
    expect(kindOf('درباره‌ من:')).toBe('summary');
  });

  it('Arabic ي and ك are Persian ی and ک, and vowel marks, the tatweel and Hebrew points do not count', () => {
    expect(normalizeTitle('مهارتهاي فني')).toBe(normalizeTitle('مهارت‌های فنی'));
    expect(normalizeTitle('سوابق كاري')).toBe(normalizeTitle('سوابق کاری'));
    expect(kindOf('الْمَهَارَات')).toBe('technicalSkills');
    expect(kindOf('المهـــارات')).toBe('technicalSkills');
    expect(kindOf('הַשְׂכָּלָה')).toBe('education');
  });

  it('spaces still count between Latin words', () => {
    expect(normalizeTitle('Work Experience')).toBe('work experience');
  });
});

describe('the owner’s own titles', () => {
  it('come before the built-in ones, and can send any title to a page', () => {
    const matcher = createTitleMatcher({ sectionTitles: { projects: ['Experience'] }, sectionPages: { 'Side Quests': 'skills' } });
    expect(matcher('Experience')).toBe('projects');
    expect(matcher('side quests')).toBe('otherSkills');
  });
});

describe('kindFromContent', () => {
  it('entries to Experience, achievements to Qualifications, tags and skills to Skills', () => {
    expect(kindFromContent([{ type: 'event', title: [], organisation: [], date: [], location: [], lines: [], stack: [] }])).toBe('otherExperience');
    expect(kindFromContent([{ type: 'achievement', title: [], text: [] }])).toBe('otherQualifications');
    expect(kindFromContent([{ type: 'tags', tags: ['x'] }])).toBe('otherSkills');
    expect(kindFromContent([{ type: 'skill', name: 'x', rating: 3 }])).toBe('otherSkills');
    expect(kindFromContent([{ type: 'paragraph', text: [] }])).toBe('otherExperience');
  });
});
