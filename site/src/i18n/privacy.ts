import type { Locale } from './locales.ts';

export interface PrivacyPolicy {
  title: string;
  lead: string;
  /** The date of this version, as written in the language. */
  updated: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/**
 * The privacy policy of the request form, per language. Placeholders are filled from the company's
 * details and the retention period: {company}, {address}, {email}, {phone}, {days}.
 */
export const PRIVACY: Record<Locale, PrivacyPolicy> = {
  ru: {
    title: 'Политика конфиденциальности',
    lead: 'Как мы обрабатываем персональные данные, которые вы отправляете через форму заявки на этом сайте.',
    updated: 'Редакция от 1 ноября 2026 года',
    sections: [
      {
        heading: 'Кто обрабатывает данные',
        paragraphs: [
          'Собственник и оператор базы, содержащей персональные данные, — {company}, {address}. Политика составлена в соответствии с Законом Республики Казахстан от 21 мая 2013 года № 94-V «О персональных данных и их защите».',
        ],
      },
      {
        heading: 'Какие данные мы получаем',
        paragraphs: [
          'Только то, что вы сами вводите в форму заявки: имя, название компании, телефон и (или) адрес электронной почты, текст сообщения и приложенный файл. Вместе с заявкой сохраняются язык страницы и время, когда вы дали согласие.',
          'Сайт не использует файлы cookie, счётчики посещений и рекламные метки. Защита от автоматической отправки заявок работает в вашем браузере и на нашем сервере, без сторонних сервисов. Выбранный язык сайта запоминается только в вашем браузере.',
        ],
      },
      {
        heading: 'Зачем мы их используем',
        paragraphs: [
          'Чтобы ответить на вашу заявку, подготовить коммерческое предложение и обсудить с вами проект. Мы не используем эти данные для рассылок и рекламы и не принимаем на их основе автоматических решений.',
        ],
      },
      {
        heading: 'Согласие',
        paragraphs: [
          'Заявка принимается только после того, как вы отметите согласие на сбор и обработку персональных данных. Согласие можно отозвать в любой момент, написав нам; после этого заявка и приложенный файл удаляются.',
        ],
      },
      {
        heading: 'Где и как долго хранятся данные',
        paragraphs: [
          'Заявки хранятся в базе данных компании на серверах, расположенных на территории Республики Казахстан, приложенные файлы — в закрытом хранилище, недоступном посетителям сайта. Доступ есть только у сотрудников компании, которые работают с заявками; о новой заявке они получают уведомление по электронной почте.',
          'Заявка вместе с файлом удаляется автоматически через {days} дней после её закрытия. Мы не передаём данные третьим лицам, кроме случаев, прямо предусмотренных законодательством Республики Казахстан.',
        ],
      },
      {
        heading: 'Ваши права',
        paragraphs: [
          'Вы вправе получить сведения о том, какие ваши персональные данные мы обрабатываем, потребовать их исправления или удаления и отозвать согласие. Напишите на {email} или позвоните по телефону {phone}: мы удалим заявку и файл без промедления и сообщим вам об этом.',
        ],
      },
    ],
  },
  en: {
    title: 'Privacy policy',
    lead: 'How we process the personal data you send through the request form on this website.',
    updated: 'Last updated: 1 November 2026',
    sections: [
      {
        heading: 'Who processes the data',
        paragraphs: [
          'The owner and operator of the database containing your personal data is {company}, {address}. This policy follows the Law of the Republic of Kazakhstan No. 94-V of 21 May 2013 “On Personal Data and Their Protection”.',
        ],
      },
      {
        heading: 'What we receive',
        paragraphs: [
          'Only what you type into the request form yourself: your name, company, phone number and/or e-mail address, your message and the file you attach. With the request we also keep the language of the page and the time you gave your consent.',
          'The website uses no cookies, visitor counters or advertising tags. Spam protection runs in your browser and on our server, without any third-party service. The language you choose is remembered in your browser only.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'To answer your request, prepare a commercial offer and discuss the project with you. We do not use this data for newsletters or advertising, and we make no automated decisions based on it.',
        ],
      },
      {
        heading: 'Consent',
        paragraphs: [
          'A request is accepted only after you tick the box consenting to the collection and processing of your personal data. You may withdraw your consent at any time by writing to us; the request and its attached file are then deleted.',
        ],
      },
      {
        heading: 'Where and how long it is kept',
        paragraphs: [
          'Requests are kept in the company’s database on servers located in the Republic of Kazakhstan; attached files are kept in a closed storage area that visitors cannot reach. Only the company’s staff who handle requests have access, and they are notified of a new request by e-mail.',
          'A request and its file are deleted automatically {days} days after the request is closed. We do not pass the data to third parties except where the law of the Republic of Kazakhstan expressly requires it.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You may ask what data about you we hold, have it corrected or deleted, and withdraw your consent. Write to {email} or call {phone}: we will delete the request and its file without delay and let you know.',
        ],
      },
    ],
  },
  kk: {
    title: 'Құпиялылық саясаты',
    lead: 'Осы сайттағы өтінім формасы арқылы жіберетін дербес деректеріңізді қалай өңдейтініміз туралы.',
    updated: '2026 жылғы 1 қарашадағы редакция',
    sections: [
      {
        heading: 'Деректерді кім өңдейді',
        paragraphs: [
          'Дербес деректер қамтылған базаның меншік иесі және операторы — {company}, {address}. Саясат «Дербес деректер және оларды қорғау туралы» Қазақстан Республикасының 2013 жылғы 21 мамырдағы № 94-V Заңына сәйкес жасалған.',
        ],
      },
      {
        heading: 'Қандай деректерді аламыз',
        paragraphs: [
          'Өтінім формасына өзіңіз енгізетін деректерді ғана: аты-жөніңізді, компания атауын, телефонды және (немесе) электрондық пошта мекенжайын, хабарлама мәтінін және тіркелген файлды. Өтініммен бірге беттің тілі және келісім берген уақытыңыз сақталады.',
          'Сайт cookie файлдарын, келушілер санағыштарын және жарнама белгілерін пайдаланбайды. Спамнан (автоматты жіберілетін өтінімдерден) қорғау үшінші тарап қызметтерінсіз, сіздің браузеріңізде және біздің серверде жұмыс істейді. Таңдалған тіл тек сіздің браузеріңізде сақталады.',
        ],
      },
      {
        heading: 'Оларды не үшін пайдаланамыз',
        paragraphs: [
          'Өтініміңізге жауап беру, коммерциялық ұсыныс дайындау және жобаны сізбен талқылау үшін. Бұл деректерді хат таратуға және жарнамаға пайдаланбаймыз, олардың негізінде автоматты шешімдер қабылдамаймыз.',
        ],
      },
      {
        heading: 'Келісім',
        paragraphs: [
          'Өтінім дербес деректерді жинауға және өңдеуге келісіміңізді белгілегеннен кейін ғана қабылданады. Келісімді кез келген уақытта бізге жазу арқылы кері қайтарып алуға болады; содан кейін өтінім мен тіркелген файл жойылады.',
        ],
      },
      {
        heading: 'Деректер қайда және қанша уақыт сақталады',
        paragraphs: [
          'Өтінімдер компанияның дерекқорында Қазақстан Республикасының аумағында орналасқан серверлерде, тіркелген файлдар сайтқа келушілерге қолжетімсіз жабық қоймада сақталады. Оларға тек өтінімдермен жұмыс істейтін компания қызметкерлері қол жеткізе алады; жаңа өтінім туралы олар электрондық пошта арқылы хабарлама алады.',
          'Өтінім файлымен бірге жабылғаннан кейін {days} күн өткен соң автоматты түрде жойылады. Қазақстан Республикасының заңнамасында тікелей көзделген жағдайлардан басқа, деректерді үшінші тұлғаларға бермейміз.',
        ],
      },
      {
        heading: 'Сіздің құқықтарыңыз',
        paragraphs: [
          'Сіз туралы қандай деректер бар екенін білуге, оларды түзетуді немесе жоюды талап етуге және келісімді кері қайтарып алуға құқылысыз. {email} мекенжайына жазыңыз немесе {phone} нөміріне қоңырау шалыңыз: өтінім мен файлды кідіріссіз жойып, сізге хабарлаймыз.',
        ],
      },
    ],
  },
};
