import type { Dictionary } from './dictionary.ts';

export const kk = {
  'meta.siteName': 'Өнеркәсіптік инжиниринг',
  'meta.privacy.title': 'Құпиялылық саясаты',
  'meta.privacy.description':
    'Сайттағы өтінімдердегі дербес деректерді қалай жинаймыз, сақтаймыз және пайдаланамыз: мақсаты, келісім, сақтау мерзімі және сұрау бойынша жою.',
  'meta.notFound.title': 'Бет табылмады',

  'preview.notice':
    'Алдын ала қарау: бетте сақталған, әлі жарияланбаған деректер көрсетілген. Келушілер оны көрмейді.',
  'preview.languages': 'Алдын ала қарау тілі',
  'a11y.skipLink': 'Негізгі мазмұнға өту',
  'a11y.logoHome': 'Басты бетке өту',
  'fallback.russianOnly':
    'Бұл материал әлі қазақ тіліне толық аударылмаған: аудармасы жоқ бөліктері орыс тілінде көрсетілген.',

  'nav.label': 'Негізгі мәзір',
  'nav.home': 'Басты бет',
  'nav.about': 'Біз туралы',
  'nav.production': 'Өндіріс және өнімдер',
  'nav.services': 'Қызметтер',
  'nav.projects': 'Жобалар',
  'nav.news': 'Жаңалықтар',
  'nav.contacts': 'Байланыс',
  'nav.menuOpen': 'Мәзірді ашу',
  'nav.menuClose': 'Мәзірді жабу',
  'nav.mobileLabel': 'Мобильді мәзір',

  'lang.label': 'Сайт тілі',

  'video.slogan': '15 жыл бірге инновация енгізіп келеміз',
  'video.open': 'Компания туралы бейнені көру',
  'video.title': 'Бейне: бірге 15 жыл',
  'video.close': 'Бейнені жабу',

  'footer.clients': 'Біздің клиенттер мен серіктестер',
  'footer.copyright': '© {year} {company}. Барлық құқықтар қорғалған.',
  'footer.rss': 'Жаңалықтардың RSS арнасы',
  'footer.contactsTitle': 'Бізбен байланысыңыз',
  'footer.sections': 'Сайт бөлімдері',

  'home.stats.label': 'Компания сандармен',

  'home.values.quality.title': 'Сапа',
  'home.values.quality.text':
    'Әр бұйым барлық кезеңде тексеруден өтеді және стандарттарға сай келеді: {standards}.',
  'home.values.innovation.title': 'Инновация',
  'home.values.innovation.text':
    'Міндеттерді жылдам әрі дәл шешу үшін заманауи жабдық пен технологияларды енгіземіз.',
  'home.values.reliability.title': 'Сенімділік',
  'home.values.reliability.text':
    'Міндеттемелерді уақытында орындаймыз және нысанның бүкіл қызмет мерзімінде нәтижеге жауап береміз.',
  'home.values.partnership.title': 'Серіктестік',
  'home.values.partnership.text':
    'Тапсырыс берушілермен, жеткізушілермен және өз ұжымымызбен ұзақ мерзімді қарым-қатынас құрамыз.',

  'home.categories.ventilation.title': 'Желдету',
  'home.categories.ventilation.text': 'Желдету жүйелерін жобалау, ауа өткізгіштерді жасау және монтаждау.',
  'home.categories.heating.title': 'Жылыту',
  'home.categories.heating.text': 'Жылыту жүйелері, құбыржолдар мен жабдықтың жылу оқшаулауы.',
  'home.categories.electrical.title': 'Электр монтажы',
  'home.categories.electrical.text': 'Күштік және жарықтандыру желілері, кабель трассалары, жерге тұйықтау.',
  'home.categories.installation.title': 'Монтаж',
  'home.categories.installation.text':
    'Металл конструкцияларды, жабдықты және технологиялық құбыржолдарды монтаждау.',

  'commissioning.title': 'Іске қосу-баптау және құрылыс',
  'commissioning.commissioning.title': 'Іске қосу-баптау жұмыстары',
  'commissioning.commissioning.text':
    'Жабдық пен инженерлік жүйелерді тексеріп, баптап, іске қосамыз және нысанды атқарушы құжаттаманың толық топтамасымен тапсырамыз.',
  'commissioning.construction.title': 'Құрылыс',
  'commissioning.construction.text':
    'Өнеркәсіптік алаңдарда жалпы құрылыс жұмыстарын орындаймыз: іргетастар, металл қаңқалар, қоршау конструкциялары.',

  'production.metrics.monthly.value': '35–40',
  'production.metrics.monthly.label': 'тонна өнім (ай сайын)',
  'production.metrics.certified.value': '100%',
  'production.metrics.certified.label': 'сертификатталған өнім',
  'production.metrics.standards.label': 'стандарттар бойынша жасалады',
  'production.categories.ventilation.title': 'Желдету',
  'production.categories.ventilation.text':
    'Мырышталған және тот баспайтын болаттан жасалған ауа өткізгіштер, фасонды бұйымдар, сорғыш қалпақтар мен желдету торлары.',
  'production.categories.fireProtection.title': 'Өрттен қорғау',
  'production.categories.fireProtection.text':
    'Жабдыққа арналған өрттен қорғайтын және жылу оқшаулағыш қаптар, төсеніштер мен қаптамалар.',
  'production.categories.metalworking.title': 'Металл өңдеу',
  'production.categories.metalworking.text':
    'Табақ металды кесу, ию және дәнекерлеу, кез келген күрделіліктегі металл конструкциялар.',
  'production.categories.specialised.title': 'Арнайы бұйымдар',
  'production.categories.specialised.text':
    'Тапсырыс берушінің сызбалары бойынша стандартты емес бұйымдар және шағын сериялы өндіріс.',

  'product.back': 'Өндіріске оралу',
  'product.produced.1': 'Металл бұйымдар',
  'product.produced.2': 'Дәнекерленген конструкциялар',
  'product.produced.3': 'Жылу оқшаулағыш бұйымдар',
  'product.produced.default': 'Шығарылатын өнімдер',
  'product.capabilities': 'Техникалық мүмкіндіктер',
  'product.specifications': 'Сипаттамалар',
  'product.quality.title': 'Сапа кепілдігі',
  'product.quality.control.title': 'Әр кезеңде бақылау',
  'product.quality.control.1': 'Операциялық және қабылдау бақылауы, өлшемдерді сызбамен салыстырып тексеру.',
  'product.quality.control.2': 'Операциялық және қабылдау бақылауы, дәнекерлеу жіктерін бұзбай бақылау.',
  'product.quality.control.3':
    'Операциялық және қабылдау бақылауы: әр қаптың тығыз жанасуы және материалдардың ыстыққа төзімділігі тексеріледі.',
  'product.quality.control.default': 'Жасаудың әр кезеңіндегі операциялық және қабылдау бақылауы.',
  'product.quality.materials.title': 'Тексерілген материалдар',
  'product.quality.materials.text':
    'Тек сенімді жеткізушілердің сертификатталған материалдарымен жұмыс істейміз.',
  'product.quality.documents.title': 'Құжаттардың толық топтамасы',
  'product.quality.documents.text':
    'Сапа паспорты, сәйкестік сертификаттары және СТ-KZ шығу тегі сертификаты.',
  'product.notFound.title': 'Өнім табылмады',
  'product.notFound.text': 'Сілтеме ескірген немесе өнім жойылған болуы мүмкін.',
  'product.notFound.back': 'Өндіріске оралу',

  'services.supply.transport.title': 'Көлік қызметтері',
  'services.supply.transport.text':
    'Материалдарды, жабдықты және габариттен тыс жүктерді Қазақстанның барлық өңіріндегі нысандарға өз көлігімізбен және жалдамалы көлікпен жеткіземіз.',
  'services.supply.rental.title': 'Техника мен жабдықты жалға беру',
  'services.supply.rental.text':
    'Құрылыс ормандарын, жүк көтергіш техниканы, дәнекерлеу және қосалқы жабдықты жалға береміз.',

  'projects.date': 'Тапсырылған күні',
  'projects.location': 'Орны',
  'projects.specialists': 'Мамандар саны',
  'projects.empty.title': 'Жобалар жоқ',
  'projects.empty.text': 'Жобалар жақында қосылады.',

  'news.featured': 'Басты жаңалық',
  'news.inRussian': 'Орыс тілінде',
  'news.table': 'Кесте',
  'news.readMore': 'Толығырақ оқу',
  'news.loadMore': 'Тағы жүктеу',
  'news.loading': 'Жаңалықтар жүктелуде…',
  'news.loadError': 'Жаңалықтарды жүктеу кезінде қате шықты',
  'news.empty.title': 'Әзірге жаңалықтар жоқ',
  'news.empty.text': 'Жаңалықтар жақында қосылады.',
  'news.back': 'Барлық жаңалықтар',
  'news.share': 'Бөлісу',
  'news.shareOn': '{network} арқылы бөлісу',
  'news.notFound.title': 'Жаңалық табылмады',
  'news.notFound.text': 'Өкінішке қарай, сұралған жаңалық жоқ немесе жойылған.',
  'news.notFound.back': 'Жаңалықтарға оралу',
  'news.rss.title': 'Компания жаңалықтары',

  'contacts.phone': 'Телефон',
  'contacts.phoneHint': 'Мессенджерге жазу',
  'contacts.email': 'Электрондық пошта',
  'contacts.address': 'Мекенжай',
  'contacts.hours': 'Жұмыс уақыты',
  'contacts.weekdays': 'Дүйсенбі — жұма',
  'contacts.weekend': 'Сенбі және жексенбі',
  'contacts.closed': 'демалыс',
  'contacts.social': 'Біз әлеуметтік желілер мен мессенджерлерде',
  'contacts.map.title': 'Бізді қалай табуға болады',
  'contacts.map.text':
    'Өндірістік база мен кеңсе Атырауда орналасқан. Келмес бұрын қоңырау шалыңыз: қарсы алып, аумаққа кіргіземіз.',
  'contacts.map.show': 'Картаны көрсету',
  'contacts.map.frameTitle': 'Кеңсеге баратын жол картасы',
  'contacts.map.openExternal': 'Картаны жаңа қойындыда ашу',

  'request.title': 'Жобаны талқылау',
  'request.lead':
    'Жобаңызды сипаттаңыз, біз бір жұмыс күні ішінде жауап береміз. Сызбаны, техникалық тапсырманы немесе сметаны тіркеуге болады.',
  'request.name': 'Аты-жөні',
  'request.company': 'Компания',
  'request.optional': '(міндетті емес)',
  'request.phone': 'Телефон',
  'request.email': 'Электрондық пошта',
  'request.contactHint': 'Жауап беруіміз үшін телефонды немесе электрондық поштаны көрсетіңіз.',
  'request.message': 'Хабарлама',
  'request.attachment': 'Файл',
  'request.attachmentHint': 'PDF, Word, Excel немесе сурет, 10 МБ-қа дейін.',
  'request.consentBefore': 'Мен ',
  'request.consentLink': 'құпиялылық саясатына',
  'request.consentAfter': ' сәйкес дербес деректерімді өңдеуге келісемін.',
  'request.honeypot': 'Бұл өрісті толтырмаңыз',
  'request.submit': 'Өтінім жіберу',
  'request.sending': 'Жіберілуде…',
  'request.success': 'Рахмет! Өтінім жіберілді. Жұмыс уақытында сізбен хабарласамыз.',
  'request.errorsSummary': 'Белгіленген өрістерді тексеріңіз.',
  'request.nameRequired': 'Аты-жөніңізді көрсетіңіз.',
  'request.nameTooLong': 'Аты-жөні тым ұзын.',
  'request.contactRequired': 'Телефонды немесе электрондық поштаны көрсетіңіз.',
  'request.phoneInvalid': 'Телефон қате көрсетілген: цифрлар керек, мысалы +7 701 123 45 67.',
  'request.emailInvalid': 'Электрондық пошта мекенжайы қате көрсетілген.',
  'request.messageRequired': 'Хабарлама жазыңыз.',
  'request.messageTooLong': 'Хабарлама тым ұзын: 5000 таңбадан аспауы керек.',
  'request.consentRequired': 'Дербес деректерді өңдеуге келісімсіз өтінімді қабылдай алмаймыз.',
  'request.fileTooLarge': 'Файл 10 МБ-тан үлкен.',
  'request.fileType': 'Бұл файл жарамайды: PDF, Word, Excel немесе сурет тіркеңіз.',
  'request.tooMany': 'Сіздің мекенжайыңыздан өтінім тым көп. {minutes} минуттан кейін қайталап көріңіз.',
  'request.rejected': 'Өтінімді қабылдау мүмкін болмады. Бетті жаңартып, қайталап көріңіз.',
  'request.offline': 'Қазір өтінімді жіберу мүмкін емес: сервер қолжетімсіз.',
  'request.offlineCall': 'Бізге қоңырау шалыңыз:',
  'request.offlineWrite': 'немесе жазыңыз:',
  'request.noscript': 'Форманы жіберу үшін JavaScript қажет. Бізге қоңырау шалыңыз немесе жазыңыз:',

  'privacy.link': 'Құпиялылық саясаты',

  'notFound.title': 'Бет табылмады',
  'notFound.text': 'Сіз іздеген бет жоқ немесе басқа мекенжайға көшірілген.',
  'notFound.home': 'Басты бетке',

  'certificate.close': 'Жабу',
  'certificate.open': 'Суретті ашу: {title}',
  'certificate.issuer': 'Берген ұйым: {issuer}',
  'certificate.validUntil': 'Жарамдылық мерзімі: {date}',
} as const satisfies Dictionary;
