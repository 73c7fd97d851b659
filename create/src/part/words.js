/**
 * The starter page's four texts, in every language the site's own text is written in
 * (languages.js UI_LANGUAGES): the part's src/Page.tsx is written in the one the owner chose, its
 * words as literals in the file (a part has no catalogue of its own), and src/Page.test.tsx looks
 * for the same words. Each follows its language's UI conventions, as the engine's catalogues
 * (shared/src/i18n/catalogues/) do: the same form of address, and buttons worded as that language's
 * systems word them (an infinitive in French or German, an imperative in Italian or Polish, a noun
 * in Greek or Hungarian).
 *
 * `{n}` in `count` is where the count goes, written with Intl.NumberFormat in the page's language.
 * Apostrophes and quotation marks are typographic (’ « » „ “), never ' or ": React writes those as
 * entities in its HTML, and the part's test looks for the words as they are (words.test.js checks).
 *
 * @typedef {{ intro: string, addOne: string, count: string, back: string }} StarterWords
 *   intro: what the page is; addOne: the button that raises the count; count: the count shown;
 *   back: the button back to the site's home page
 */
const { uiLanguageOf } = require('../languages');

/** @type {Readonly<Record<string, StarterWords>>} */
const STARTER_WORDS = Object.freeze({
  en: {
    intro: 'This page is your own code: edit src/Page.tsx and it changes here.',
    addOne: 'Add one',
    count: 'Count: {n}',
    back: 'Back to the home page',
  },
  fr: {
    intro: 'Cette page est votre propre code\u00a0: modifiez src/Page.tsx et elle se met à jour ici.',
    addOne: 'Ajouter un',
    count: 'Compteur\u00a0: {n}',
    back: 'Retour à l’accueil',
  },
  de: {
    intro: 'Diese Seite ist Ihr eigener Code: Bearbeiten Sie src/Page.tsx, und die Änderung erscheint hier.',
    addOne: 'Um eins erhöhen',
    count: 'Zählerstand: {n}',
    back: 'Zurück zur Startseite',
  },
  es: {
    intro: 'Esta página es tu propio código: edita src/Page.tsx y el cambio aparecerá aquí.',
    addOne: 'Sumar uno',
    count: 'Contador: {n}',
    back: 'Volver al inicio',
  },
  pt: {
    intro: 'Esta página é o seu próprio código: edite src/Page.tsx e a alteração aparece aqui.',
    addOne: 'Adicionar um',
    count: 'Contagem: {n}',
    back: 'Voltar ao início',
  },
  it: {
    intro: 'Questa pagina è il tuo codice: modifica src/Page.tsx e la vedrai cambiare qui.',
    addOne: 'Aggiungi uno',
    count: 'Conteggio: {n}',
    back: 'Torna alla home',
  },
  nl: {
    intro: 'Deze pagina is je eigen code: bewerk src/Page.tsx en de wijziging verschijnt hier.',
    addOne: 'Eén optellen',
    count: 'Teller: {n}',
    back: 'Terug naar de startpagina',
  },
  pl: {
    intro: 'Ta strona to Twój własny kod: edytuj src/Page.tsx, a zmiana pojawi się tutaj.',
    addOne: 'Zwiększ o jeden',
    count: 'Licznik: {n}',
    back: 'Wróć do strony głównej',
  },
  cs: {
    intro: 'Tato stránka je váš vlastní kód: upravte src/Page.tsx a změna se projeví tady.',
    addOne: 'Přičíst jedničku',
    count: 'Počet: {n}',
    back: 'Zpět na úvodní stránku',
  },
  zh: {
    intro: '这个页面就是你自己的代码：编辑 src/Page.tsx，改动会立即显示在这里。',
    addOne: '加一',
    count: '计数：{n}',
    back: '返回首页',
  },
  ja: {
    intro: 'このページはあなた自身のコードです。src/Page.tsx を編集すると、ここに反映されます。',
    addOne: '1つ増やす',
    count: 'カウント：{n}',
    back: 'ホームに戻る',
  },
  ar: {
    intro: 'هذه الصفحة هي شيفرتك البرمجية: عدِّل الملف src/Page.tsx وسيظهر التغيير هنا.',
    addOne: 'إضافة واحد',
    count: 'العدد: {n}',
    back: 'العودة إلى الصفحة الرئيسية',
  },
  he: {
    intro: 'הדף הזה הוא הקוד שלך: אפשר לערוך את src/Page.tsx והשינוי יופיע כאן.',
    addOne: 'הוספת אחד',
    count: 'ספירה: {n}',
    back: 'חזרה לדף הבית',
  },
  fa: {
    intro: 'این صفحه کد خودتان است: src/Page.tsx را ویرایش کنید تا تغییر همین\u200cجا نمایش داده شود.',
    addOne: 'افزودن یکی',
    count: 'شمارش: {n}',
    back: 'بازگشت به خانه',
  },
  ur: {
    intro: 'یہ صفحہ آپ کا اپنا کوڈ ہے: src/Page.tsx میں ترمیم کریں اور تبدیلی یہیں نظر آئے گی۔',
    addOne: 'ایک جمع کریں',
    count: 'گنتی: {n}',
    back: 'صفحۂ اول پر واپس جائیں',
  },
  'zh-Hant': {
    intro: '這個頁面就是你自己的程式碼：編輯 src/Page.tsx，變更會立即顯示在這裡。',
    addOne: '加一',
    count: '計數：{n}',
    back: '返回首頁',
  },
  ko: {
    intro: '이 페이지는 직접 작성하는 코드입니다. src/Page.tsx를 편집하면 여기에 바로 반영됩니다.',
    addOne: '하나 추가',
    count: '카운트: {n}',
    back: '홈으로 돌아가기',
  },
  ru: {
    intro: 'Эта страница — ваш собственный код: отредактируйте src/Page.tsx, и результат сразу появится здесь.',
    addOne: 'Прибавить единицу',
    count: 'Счётчик: {n}',
    back: 'Вернуться на главную',
  },
  uk: {
    intro: 'Ця сторінка — ваш власний код: відредагуйте src/Page.tsx, і зміни одразу з’являться тут.',
    addOne: 'Додати одиницю',
    count: 'Лічильник: {n}',
    back: 'Повернутися на головну',
  },
  tr: {
    intro: 'Bu sayfa kendi kodunuzdur: src/Page.tsx dosyasını düzenlediğinizde değişiklik burada görünür.',
    addOne: 'Bir ekle',
    count: 'Sayaç: {n}',
    back: 'Ana sayfaya dön',
  },
  vi: {
    intro: 'Trang này là mã của chính bạn: hãy sửa src/Page.tsx và thay đổi sẽ hiện ngay tại đây.',
    addOne: 'Thêm một',
    count: 'Số đếm: {n}',
    back: 'Quay lại trang chủ',
  },
  id: {
    intro: 'Halaman ini adalah kode Anda sendiri: ubah src/Page.tsx, dan perubahannya langsung tampil di sini.',
    addOne: 'Tambah satu',
    count: 'Hitungan: {n}',
    back: 'Kembali ke beranda',
  },
  th: {
    intro: 'หน้านี้คือโค้ดของคุณเอง แก้ไข src/Page.tsx แล้วการเปลี่ยนแปลงจะแสดงที่นี่ทันที',
    addOne: 'เพิ่มหนึ่ง',
    count: 'จำนวน: {n}',
    back: 'กลับไปหน้าแรก',
  },
  hi: {
    intro: 'यह पेज आपका अपना कोड है: src/Page.tsx में बदलाव करें और वह यहीं दिखेगा।',
    addOne: 'एक जोड़ें',
    count: 'गिनती: {n}',
    back: 'होम पेज पर वापस जाएँ',
  },
  bn: {
    intro: 'এই পৃষ্ঠাটি আপনার নিজের কোড: src/Page.tsx সম্পাদনা করুন, পরিবর্তন এখানেই দেখা যাবে।',
    addOne: 'এক যোগ করুন',
    count: 'গণনা: {n}',
    back: 'হোম পেজে ফিরে যান',
  },
  sv: {
    intro: 'Den här sidan är din egen kod: redigera src/Page.tsx så syns ändringen här.',
    addOne: 'Öka med ett',
    count: 'Antal: {n}',
    back: 'Tillbaka till startsidan',
  },
  da: {
    intro: 'Denne side er din egen kode: rediger src/Page.tsx, så vises ændringen her.',
    addOne: 'Læg én til',
    count: 'Antal: {n}',
    back: 'Tilbage til forsiden',
  },
  nb: {
    intro: 'Denne siden er din egen kode: rediger src/Page.tsx, så vises endringen her.',
    addOne: 'Legg til én',
    count: 'Antall: {n}',
    back: 'Tilbake til forsiden',
  },
  fi: {
    intro: 'Tämä sivu on omaa koodiasi: muokkaa tiedostoa src/Page.tsx, niin muutos näkyy tässä.',
    addOne: 'Lisää yksi',
    count: 'Laskuri: {n}',
    back: 'Takaisin etusivulle',
  },
  el: {
    intro: 'Αυτή η σελίδα είναι ο δικός σας κώδικας: επεξεργαστείτε το src/Page.tsx και η αλλαγή θα εμφανιστεί εδώ.',
    addOne: 'Προσθήκη ενός',
    count: 'Μετρητής: {n}',
    back: 'Επιστροφή στην αρχική σελίδα',
  },
  hu: {
    intro: 'Ez az oldal az Ön saját kódja: szerkessze az src/Page.tsx fájlt, és a változás itt jelenik meg.',
    addOne: 'Egy hozzáadása',
    count: 'Számláló: {n}',
    back: 'Vissza a kezdőlapra',
  },
  ro: {
    intro: 'Această pagină este codul dumneavoastră: editați src/Page.tsx, iar modificarea apare aici.',
    addOne: 'Adăugați unu',
    count: 'Contor: {n}',
    back: 'Înapoi la pagina principală',
  },
  sk: {
    intro: 'Táto stránka je váš vlastný kód: upravte src/Page.tsx a zmena sa prejaví tu.',
    addOne: 'Pripočítať jednotku',
    count: 'Počet: {n}',
    back: 'Späť na domovskú stránku',
  },
  bg: {
    intro: 'Тази страница е вашият собствен код: редактирайте src/Page.tsx и промяната ще се появи тук.',
    addOne: 'Добавяне на единица',
    count: 'Брояч: {n}',
    back: 'Обратно към началната страница',
  },
  sr: {
    intro: 'Ова страница је ваш сопствени код: измените src/Page.tsx и промена ће се појавити овде.',
    addOne: 'Додај један',
    count: 'Бројач: {n}',
    back: 'Назад на почетну страницу',
  },
  hr: {
    intro: 'Ova je stranica vaš vlastiti kôd: uredite src/Page.tsx i promjena će se pojaviti ovdje.',
    addOne: 'Dodaj jedan',
    count: 'Brojač: {n}',
    back: 'Natrag na početnu stranicu',
  },
  sl: {
    intro: 'Ta stran je vaša lastna koda: uredite src/Page.tsx in sprememba se bo prikazala tukaj.',
    addOne: 'Prištej ena',
    count: 'Števec: {n}',
    back: 'Nazaj na domačo stran',
  },
  lt: {
    intro: 'Šis puslapis – jūsų pačių kodas: redaguokite src/Page.tsx ir pakeitimas atsiras čia.',
    addOne: 'Pridėti vienetą',
    count: 'Skaitiklis: {n}',
    back: 'Grįžti į pradžią',
  },
  lv: {
    intro: 'Šī lapa ir jūsu pašu kods: rediģējiet src/Page.tsx, un izmaiņas parādīsies šeit.',
    addOne: 'Pieskaitīt vienu',
    count: 'Skaitītājs: {n}',
    back: 'Atgriezties sākumlapā',
  },
  et: {
    intro: 'See leht on sinu enda kood: muuda faili src/Page.tsx ja muudatus ilmub siia.',
    addOne: 'Lisa üks',
    count: 'Loendur: {n}',
    back: 'Tagasi avalehele',
  },
  ca: {
    intro: 'Aquesta pàgina és el vostre propi codi: editeu src/Page.tsx i el canvi apareixerà aquí.',
    addOne: 'Afegeix-ne un',
    count: 'Comptador: {n}',
    back: 'Torna a l’inici',
  },
  ms: {
    intro: 'Halaman ini ialah kod anda sendiri: sunting src/Page.tsx dan perubahannya akan dipaparkan di sini.',
    addOne: 'Tambah satu',
    count: 'Kiraan: {n}',
    back: 'Kembali ke laman utama',
  },
  fil: {
    intro: 'Sarili mong code ang pahinang ito: i-edit ang src/Page.tsx at makikita rito ang pagbabago.',
    addOne: 'Magdagdag ng isa',
    count: 'Bilang: {n}',
    back: 'Bumalik sa home page',
  },
  sw: {
    intro: 'Ukurasa huu ni msimbo wako mwenyewe: hariri src/Page.tsx na mabadiliko yataonekana hapa.',
    addOne: 'Ongeza moja',
    count: 'Hesabu: {n}',
    back: 'Rudi kwenye ukurasa wa mwanzo',
  },
  ta: {
    intro: 'இந்தப் பக்கம் உங்கள் சொந்தக் குறியீடு: src/Page.tsx-ஐத் திருத்தினால், மாற்றம் இங்கே தெரியும்.',
    addOne: 'ஒன்றைக் கூட்டு',
    count: 'எண்ணிக்கை: {n}',
    back: 'முகப்புப் பக்கத்திற்குத் திரும்பு',
  },
});

/** The languages written right to left: the page's root gets the site's `dir`, the test renders with it. */
const RIGHT_TO_LEFT = Object.freeze(['ar', 'he', 'fa', 'ur']);

/**
 * The starter words for a tag, by the site's language that serves it ("de-CH" reads German), with
 * the direction that language is written in.
 * @param {string} tag  a tag the site's own text is written in (validate.js languageProblem checked it)
 * @returns {StarterWords & { dir: 'ltr' | 'rtl' }}
 */
function starterWords(tag) {
  const language = uiLanguageOf(tag);
  if (!language) throw new Error(`No starter words for ${tag}: the site's own text is not written in it.`);
  return { ...STARTER_WORDS[language], dir: RIGHT_TO_LEFT.includes(language) ? 'rtl' : 'ltr' };
}

module.exports = { STARTER_WORDS, RIGHT_TO_LEFT, starterWords };
