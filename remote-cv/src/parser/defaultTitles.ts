/**
 * The section titles CVs use, per kind of section, in English, French, German, Spanish, Portuguese,
 * Italian, Dutch, Polish, Czech/Slovak, Chinese (traditional and simplified) and Japanese. Titles
 * compare normalised (case, accents, punctuation and spacing ignored: see normalizeTitle), so each
 * is written once as a reader would. content/site.json `cv.sectionTitles` adds the owner's own.
 */
import type { CvSectionKind } from '@portfolio/shared';

export const DEFAULT_SECTION_TITLES: Record<CvSectionKind, readonly string[]> = {
  experience: [
    'Experience', 'Work Experience', 'Professional Experience', 'Employment', 'Employment History', 'Work History', 'Career', 'Relevant Experience', 'Experience and Projects',
    'Expérience', 'Expériences', 'Expérience professionnelle', 'Expériences professionnelles', 'Parcours professionnel',
    'Berufserfahrung', 'Erfahrung', 'Berufliche Erfahrung', 'Beruflicher Werdegang', 'Werdegang', 'Arbeitserfahrung',
    'Experiencia', 'Experiencia laboral', 'Experiencia profesional', 'Trayectoria profesional',
    'Experiência', 'Experiência profissional', 'Experiências profissionais', 'Experiência de trabalho',
    'Esperienza', 'Esperienze', 'Esperienza lavorativa', 'Esperienze lavorative', 'Esperienza professionale', 'Esperienze professionali',
    'Werkervaring', 'Ervaring', 'Professionele ervaring', 'Loopbaan',
    'Doświadczenie', 'Doświadczenie zawodowe', 'Przebieg pracy zawodowej',
    'Pracovní zkušenosti', 'Praxe', 'Profesní zkušenosti', 'Pracovné skúsenosti', 'Prax', 'Profesijné skúsenosti',
    '工作經歷', '工作经历', '工作經驗', '工作经验', '職業經歷', '职业经历', '實習與工作經歷', '经历',
    '職歴', '職務経歴', '経歴', '実務経験', '職務経験',
  ],
  internships: [
    'Internships', 'Internship', 'Stages', 'Stage', 'Praktika', 'Praktikum', 'Prácticas', 'Pasantías', 'Estágios', 'Estágio', 'Tirocini', 'Tirocinio', 'Stage e tirocini',
    'Stages en bijbanen', 'Praktyki', 'Staże', 'Stáže', 'Stáž', '實習經歷', '实习经历', '實習', '实习', 'インターンシップ',
  ],
  projects: [
    'Projects', 'Selected Projects', 'Personal Projects', 'Side Projects', 'Technical Projects', 'Academic Projects', 'Key Projects', 'Open Source', 'Open Source Projects', 'Research Projects', 'Research', 'Research Experience',
    'Projets', 'Projets personnels', 'Réalisations', 'Projekte', 'Ausgewählte Projekte', 'Forschung', 'Proyectos', 'Proyectos personales', 'Investigación', 'Projetos', 'Projetos pessoais', 'Pesquisa',
    'Progetti', 'Progetti personali', 'Ricerca', 'Projecten', 'Onderzoek', 'Projekty', 'Projekty osobiste', 'Badania', 'Výzkum', 'Výskum',
    '專案經歷', '项目经历', '專案', '项目', '項目經驗', '项目经验', '科研經歷', '科研经历', '研究經歷', '研究经历', 'プロジェクト', '研究', '研究経験', '開発経験',
  ],
  volunteering: [
    'Volunteering', 'Volunteer Experience', 'Volunteer Work', 'Community', 'Leadership', 'Leadership and Activities', 'Activities', 'Extracurricular Activities',
    'Bénévolat', 'Engagement associatif', 'Activités', 'Ehrenamt', 'Ehrenamtliches Engagement', 'Engagement', 'Voluntariado', 'Actividades', 'Atividades',
    'Volontariato', 'Attività', 'Vrijwilligerswerk', 'Nevenactiviteiten', 'Wolontariat', 'Działalność', 'Dobrovolnictví', 'Dobrovoľníctvo', 'Aktivity',
    '志工經歷', '志愿者经历', '社團活動', '社团活动', '課外活動', '课外活动', 'ボランティア', '課外活動',
  ],
  summary: [
    'Summary', 'Profile', 'Professional Summary', 'About', 'About Me', 'Objective', 'Career Objective', 'My Life Philosophy', 'Philosophy', 'Personal Statement',
    'Ma philosophie', 'Philosophie', 'Meine Philosophie', 'Mi filosofía', 'Minha filosofia', 'La mia filosofia',
    'Profil', 'Résumé', 'À propos', 'Objectif', 'Über mich', 'Kurzprofil', 'Zusammenfassung', 'Perfil', 'Resumen', 'Sobre mí', 'Objetivo', 'Resumo', 'Sobre mim',
    'Profilo', 'Sommario', 'Chi sono', 'Obiettivo', 'Profiel', 'Over mij', 'Samenvatting', 'Profil zawodowy', 'O mnie', 'Podsumowanie', 'O mně', 'O mne', 'Shrnutí', 'Zhrnutie',
    '個人簡介', '个人简介', '自我介紹', '自我介绍', '個人總結', '个人总结', '自己紹介', '自己PR', 'プロフィール', '概要',
  ],
  references: [
    'References', 'Referees', 'Références', 'Referenzen', 'Referencias', 'Referências', 'Referenze', 'Referenties', 'Referencje', 'Reference', 'Referencie', '推薦人', '推荐人', '推薦者',
  ],
  otherExperience: [],
  qualifications: [
    'Qualifications', 'Professional Qualifications', 'Qualifikationen', 'Qualifications professionnelles', 'Cualificaciones', 'Qualificações', 'Qualifiche', 'Kwalificaties', 'Kwalifikacje', 'Kvalifikace', 'Kvalifikácia', '資格', '资格', '資格・免許',
  ],
  education: [
    'Education', 'Academic Background', 'Educational Background', 'Academic History', 'Studies',
    'Formation', 'Formations', 'Études', 'Diplômes', 'Diplômes et formation', 'Formation et diplômes', 'Parcours académique', 'Ausbildung', 'Bildung', 'Bildungsweg', 'Studium', 'Schulbildung', 'Akademischer Werdegang',
    'Educación', 'Formación', 'Formación académica', 'Estudios', 'Educação', 'Formação', 'Formação académica', 'Formação acadêmica',
    'Istruzione', 'Formazione', 'Istruzione e formazione', 'Opleiding', 'Opleidingen', 'Onderwijs', 'Wykształcenie', 'Edukacja', 'Vzdělání', 'Vzdelanie',
    '教育背景', '教育經歷', '教育经历', '學歷', '学历', '学歴', '教育', '学歴・職歴',
  ],
  courses: [
    'Courses', 'Relevant Coursework', 'Coursework', 'Training', 'Trainings', 'Professional Development', 'Further Education',
    'Cours', 'Formations complémentaires', 'Formation continue', 'Kurse', 'Weiterbildung', 'Fortbildung', 'Fortbildungen', 'Schulungen', 'Cursos', 'Formación complementaria', 'Formação complementar',
    'Corsi', 'Formazione continua', 'Cursussen', 'Trainingen', 'Kursy', 'Szkolenia', 'Kurzy', 'Školení', 'Školenia', '課程', '课程', '培訓', '培训', '研修', '受講歴',
  ],
  certifications: [
    'Certifications', 'Certificates', 'Licenses and Certifications', 'Certificats', 'Certifications professionnelles', 'Zertifikate', 'Zertifizierungen', 'Certificaciones', 'Certificados',
    'Certificações', 'Certificazioni', 'Certificati', 'Certificaten', 'Certificeringen', 'Certyfikaty', 'Certifikáty', 'Certifikace', '證照', '证书', '證書', '认证', '資格・認定', '認定資格', '免許・資格',
  ],
  awards: [
    'Awards', 'Honors', 'Honours', 'Honors and Awards', 'Awards and Honours', 'Prizes', 'Scholarships', 'Distinctions', 'Prix', 'Récompenses', 'Prix et distinctions', 'Prix et récompenses', 'Preise und Auszeichnungen', 'Auszeichnungen', 'Preise', 'Stipendien',
    'Premios', 'Reconocimientos', 'Becas', 'Prémios', 'Prêmios', 'Premi', 'Riconoscimenti', 'Borse di studio', 'Prijzen', 'Onderscheidingen', 'Nagrody', 'Wyróżnienia', 'Ocenění', 'Ocenenia',
    '獲獎經歷', '获奖经历', '榮譽', '荣誉', '獎項', '奖项', '榮譽獎項', '荣誉奖项', '受賞歴', '受賞', '表彰',
  ],
  publications: [
    'Publications', 'Selected Publications', 'Papers', 'Talks', 'Talks and Publications', 'Conferences', 'Publikationen', 'Veröffentlichungen', 'Vorträge', 'Publicaciones', 'Conferencias', 'Publicações',
    'Pubblicazioni', 'Publicaties', 'Publikacje', 'Publikace', 'Publikácie', '發表', '论文', '論文', '出版物', '學術成果', '学术成果', '論文・発表', '発表',
  ],
  achievements: [
    'Achievements', 'Key Achievements', 'Accomplishments', 'Most Proud of', 'Highlights', 'Réussites', 'Accomplissements', 'Erfolge', 'Leistungen', 'Logros', 'Conquistas', 'Realizações',
    'Risultati', 'Traguardi', 'Prestaties', 'Osiągnięcia', 'Úspěchy', 'Úspechy', '成就', '主要成就', '実績', '成果',
  ],
  otherQualifications: [],
  technicalSkills: [
    'Technical Skills', 'Skills', 'Computer Skills', 'IT Skills', 'Tech Stack', 'Technologies', 'Hard Skills', 'Core Competencies', 'Competencies', 'Programming', 'Programming Languages', 'Expertise',
    'Compétences', 'Compétences techniques', 'Compétences informatiques', 'Technologies maîtrisées', 'Kenntnisse', 'Fähigkeiten', 'Technische Fähigkeiten', 'IT-Kenntnisse', 'Fachkenntnisse', 'Kompetenzen',
    'Habilidades', 'Habilidades técnicas', 'Competencias', 'Competencias técnicas', 'Conocimientos', 'Competências', 'Competências técnicas', 'Habilidades técnicas', 'Conhecimentos',
    'Competenze', 'Competenze tecniche', 'Competenze informatiche', 'Vaardigheden', 'Technische vaardigheden', 'Kennis', 'Umiejętności', 'Umiejętności techniczne', 'Kompetencje',
    'Dovednosti', 'Technické dovednosti', 'Znalosti', 'Zručnosti', 'Technické zručnosti', 'Schopnosti',
    '專業技能', '专业技能', '技能', '技術能力', '技术能力', '技能專長', '技能专长', '技術スキル', 'スキル', 'テクニカルスキル', '技術', 'プログラミング',
  ],
  keySkills: [
    'Key Skills', 'Soft Skills', 'Personal Skills', 'Interpersonal Skills', 'Transferable Skills',
    'Compétences clés', 'Savoir-être', 'Qualités', 'Soft Skills', 'Schlüsselkompetenzen', 'Persönliche Fähigkeiten', 'Soziale Kompetenzen', 'Habilidades blandas', 'Competencias clave', 'Habilidades interpessoais', 'Competências-chave',
    'Competenze trasversali', 'Competenze chiave', 'Soft skills', 'Persoonlijke vaardigheden', 'Kerncompetenties', 'Umiejętności miękkie', 'Kompetencje miękkie', 'Měkké dovednosti', 'Klíčové dovednosti', 'Mäkké zručnosti', 'Kľúčové zručnosti',
    '軟實力', '软实力', '核心能力', '個人能力', '个人能力', 'ソフトスキル', 'ヒューマンスキル',
  ],
  languages: [
    'Languages', 'Language Skills', 'Langues', 'Compétences linguistiques', 'Sprachen', 'Sprachkenntnisse', 'Idiomas', 'Lenguas', 'Línguas', 'Lingue', 'Conoscenze linguistiche', 'Competenze linguistiche',
    'Talen', 'Talenkennis', 'Języki', 'Znajomość języków', 'Jazyky', 'Jazykové znalosti', 'Jazykové znalosti a zručnosti', '語言', '语言', '語言能力', '语言能力', '語学', '言語', '語学力',
  ],
  tools: [
    'Tools', 'Software', 'Tools and Technologies', 'Outils', 'Logiciels', 'Werkzeuge', 'Tools und Technologien', 'Software-Kenntnisse', 'Herramientas', 'Ferramentas', 'Strumenti', 'Gereedschappen',
    'Narzędzia', 'Oprogramowanie', 'Nástroje', 'Software a nástroje', '工具', '軟體', '软件', 'ツール', 'ソフトウェア',
  ],
  interests: [
    'Interests', 'Hobbies', 'Hobbies and Interests', 'Personal Interests', "Centres d'intérêt", "Centres d'intérêts", 'Loisirs', 'Intérêts', 'Interessen', 'Hobbys', 'Freizeit',
    'Intereses', 'Aficiones', 'Interesses', 'Interesses pessoais', 'Passatempos', 'Interessi', 'Hobby', 'Passioni', 'Hobby’s', 'Vrije tijd',
    'Zainteresowania', 'Pasje', 'Zájmy', 'Koníčky', 'Záujmy', '興趣', '兴趣', '興趣愛好', '兴趣爱好', '趣味', '興味',
  ],
  strengths: ['Strengths', 'Points forts', 'Forces', 'Stärken', 'Fortalezas', 'Puntos fuertes', 'Pontos fortes', 'Punti di forza', 'Sterke punten', 'Mocne strony', 'Silné stránky', '優勢', '优势', '長所', '強み'],
  otherSkills: [],
};
