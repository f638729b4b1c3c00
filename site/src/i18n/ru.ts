/** Russian: the reference dictionary. Its keys are the schema the other languages must match. */
export const ru = {
  'meta.siteName': 'Промышленный инжиниринг',
  'meta.home.title': 'Инжиниринг, производство и монтаж для промышленности Казахстана',
  'meta.home.description':
    'Казахстанская инжиниринговая компания: проектирование, металлообработка, сварка, теплоизоляция, монтаж и пусконаладка для нефтегазовых, химических и энергетических предприятий с 2011 года.',
  'meta.production.title': 'Производство и продукция',
  'meta.production.description':
    'Цеха металлообработки, сварки и пошива теплоизоляции в Атырау: 35–40 тонн продукции в месяц, 100% сертифицированных изделий.',
  'meta.services.title': 'Услуги',
  'meta.services.description':
    'Вентиляция, электромонтаж, изоляция и огнезащита, строительные леса, покрытия, катодная защита, пусконаладка, снабжение и логистика.',
  'meta.projects.title': 'Проекты',
  'meta.projects.description':
    'Портфолио выполненных проектов для промышленных предприятий Казахстана: сроки, объекты и команды специалистов.',
  'meta.news.title': 'Новости',
  'meta.news.description': 'Новости компании: новые проекты, производство, сертификация и жизнь коллектива.',
  'meta.contacts.title': 'Контакты',
  'meta.contacts.description':
    'Телефон, электронная почта, адрес в Атырау, часы работы и схема проезда к производственной базе.',
  'meta.privacy.title': 'Политика конфиденциальности',
  'meta.privacy.description':
    'Как мы собираем, храним и используем персональные данные из заявок на сайте: цели, согласие, сроки хранения и удаление по запросу.',
  'meta.notFound.title': 'Страница не найдена',

  'preview.notice':
    'Предпросмотр: страница с сохранёнными, ещё не опубликованными данными. Посетители её не видят.',
  'preview.languages': 'Язык предпросмотра',
  'a11y.skipLink': 'Перейти к основному содержимому',
  'a11y.logoHome': 'На главную страницу',
  'fallback.russianOnly': 'Этот материал пока доступен только на русском языке.',

  'nav.label': 'Основное меню',
  'nav.home': 'Главная',
  'nav.about': 'О нас',
  'nav.production': 'Производство и продукция',
  'nav.services': 'Услуги',
  'nav.projects': 'Проекты',
  'nav.news': 'Новости',
  'nav.contacts': 'Контакты',
  'nav.menuOpen': 'Открыть меню',
  'nav.menuClose': 'Закрыть меню',
  'nav.mobileLabel': 'Мобильное меню',

  'lang.label': 'Язык сайта',

  'video.slogan': '15 лет внедряем инновации вместе',
  'video.open': 'Смотреть видео о компании',
  'video.title': 'Видео: 15 лет вместе',
  'video.close': 'Закрыть видео',

  'footer.clients': 'Наши клиенты и партнёры',
  'footer.copyright': '© {year} {company}. Все права защищены.',
  'footer.rss': 'RSS-лента новостей',
  'footer.contactsTitle': 'Связаться с нами',
  'footer.sections': 'Разделы сайта',

  'home.hero.eyebrow': 'С 2011 года',
  'home.hero.title': 'Инжиниринг и производство полного цикла для промышленности Казахстана',
  'home.hero.lead':
    'Проектируем, изготавливаем, монтируем и вводим в эксплуатацию оборудование для нефтегазовых, химических, нефтехимических, энергетических и строительных предприятий.',
  'home.hero.cta': 'Наша продукция',
  'home.hero.contact': 'Обсудить проект',
  'home.stats.label': 'Компания в цифрах',

  'home.overview.title': 'О компании',
  'home.mission.title': 'Миссия',
  'home.vision.title': 'Видение',

  'home.values.title': 'Наши ценности',
  'home.values.quality.title': 'Качество',
  'home.values.quality.text':
    'Каждое изделие проходит контроль на всех этапах и соответствует стандартам: {standards}.',
  'home.values.innovation.title': 'Инновации',
  'home.values.innovation.text':
    'Внедряем современное оборудование и технологии, чтобы решать задачи быстрее и точнее.',
  'home.values.reliability.title': 'Надёжность',
  'home.values.reliability.text':
    'Выполняем обязательства в срок и отвечаем за результат на всём жизненном цикле объекта.',
  'home.values.partnership.title': 'Партнёрство',
  'home.values.partnership.text':
    'Строим долгосрочные отношения с заказчиками, поставщиками и нашим коллективом.',

  'home.achievements.title': 'Достижения',
  'home.achievements.1': 'Более 100 проектов для нефтегазовых и энергетических предприятий',
  'home.achievements.2': 'Собственная производственная база площадью 10 000 м²',
  'home.achievements.3': 'Система менеджмента качества и сертификат происхождения СТ-KZ',
  'home.achievements.4': 'Команда из аттестованных сварщиков, монтажников и инженеров',

  'home.offer.title': 'Продукция и услуги',
  'home.offer.products': 'Продукция',
  'home.offer.services': 'Услуги',
  'home.offer.allProducts': 'Вся продукция',
  'home.offer.allServices': 'Все услуги',

  'home.quality.title': 'Качество и аккредитация',
  'home.quality.text':
    'Наша продукция сертифицирована, а процессы соответствуют требованиям крупнейших операторов отрасли. Нажмите на сертификат, чтобы рассмотреть его.',
  'home.quality.textWithoutCertificates':
    'Наша продукция сертифицирована, а процессы соответствуют требованиям крупнейших операторов отрасли.',

  'home.workshops.title': 'Наши цеха',
  'home.workshops.more': 'Подробнее о цехе',

  'home.categories.title': 'Направления услуг',
  'home.categories.ventilation.title': 'Вентиляция',
  'home.categories.ventilation.text': 'Проектирование, изготовление воздуховодов и монтаж систем вентиляции.',
  'home.categories.heating.title': 'Отопление',
  'home.categories.heating.text': 'Системы отопления и теплоизоляция трубопроводов и оборудования.',
  'home.categories.electrical.title': 'Электромонтаж',
  'home.categories.electrical.text': 'Силовые и осветительные сети, кабельные трассы, заземление.',
  'home.categories.installation.title': 'Монтаж',
  'home.categories.installation.text':
    'Монтаж металлоконструкций, оборудования и технологических трубопроводов.',

  'commissioning.title': 'Пусконаладка и строительство',
  'commissioning.commissioning.title': 'Пусконаладочные работы',
  'commissioning.commissioning.text':
    'Проверяем, настраиваем и запускаем оборудование и инженерные системы, сдаём объект с полным пакетом исполнительной документации.',
  'commissioning.construction.title': 'Строительство',
  'commissioning.construction.text':
    'Выполняем общестроительные работы на промышленных площадках: фундаменты, металлокаркасы, ограждающие конструкции.',

  'home.partners.title': 'Станем партнёрами',
  'home.partners.text':
    'Нам доверяют операторы месторождений, нефтехимические заводы и генподрядчики. Расскажите о своей задаче, и мы предложим решение под ваш объект.',
  'home.partners.cta': 'Связаться с нами',

  'production.hero.title': 'Производство и продукция',
  'production.hero.lead':
    'Три собственных цеха в Атырау: металлообработка, сварка и пошив теплоизоляции. Изготавливаем продукцию под проект заказчика и в стандартных исполнениях.',
  'production.workshops.title': 'Цеха и продукция',
  'production.workshops.more': 'Подробнее о продукции',
  'production.empty': 'Продукция скоро появится на сайте.',
  'production.metrics.title': 'Производство в цифрах',
  'production.metrics.monthly.value': '35–40',
  'production.metrics.monthly.label': 'тонн продукции в месяц',
  'production.metrics.certified.value': '100%',
  'production.metrics.certified.label': 'сертифицированной продукции',
  'production.metrics.standards.label': 'изготовление по стандартам',
  'production.categories.title': 'Что мы производим',
  'production.categories.ventilation.title': 'Вентиляция',
  'production.categories.ventilation.text':
    'Воздуховоды, фасонные изделия, зонты и решётки из оцинкованной и нержавеющей стали.',
  'production.categories.fireProtection.title': 'Огнезащита',
  'production.categories.fireProtection.text':
    'Огнезащитные и теплоизоляционные чехлы, маты и кожухи для оборудования.',
  'production.categories.metalworking.title': 'Металлообработка',
  'production.categories.metalworking.text':
    'Резка, гибка и сварка листового металла, металлоконструкции любой сложности.',
  'production.categories.specialised.title': 'Специальные изделия',
  'production.categories.specialised.text':
    'Нестандартные изделия по чертежам заказчика и мелкосерийное производство.',
  'production.quality.title': 'Контроль качества',
  'production.quality.step1': 'Входной контроль металла и материалов с проверкой сертификатов',
  'production.quality.step2': 'Операционный контроль на каждом этапе изготовления',
  'production.quality.step3': 'Неразрушающий контроль сварных соединений',
  'production.quality.step4': 'Приёмка готовой продукции и выдача паспортов качества',
  'production.quality.boxValue': '100%',
  'production.quality.boxLabel': 'продукции сертифицировано',
  'production.quality.origin': 'Происхождение подтверждено сертификатом СТ-KZ',

  'product.back': 'Назад к производству',
  'product.produced.1': 'Изделия из металла',
  'product.produced.2': 'Сварные конструкции',
  'product.produced.3': 'Теплоизоляционные изделия',
  'product.produced.default': 'Выпускаемая продукция',
  'product.capabilities': 'Технические возможности',
  'product.specifications': 'Характеристики',
  'product.quality.title': 'Гарантия качества',
  'product.quality.control.title': 'Контроль на каждом этапе',
  'product.quality.control.1': 'Операционный и приёмочный контроль, проверка размеров по чертежу.',
  'product.quality.control.2': 'Операционный и приёмочный контроль, неразрушающий контроль сварных швов.',
  'product.quality.control.3':
    'Операционный и приёмочный контроль: каждый чехол проверяем на плотность прилегания, материалы — на термостойкость.',
  'product.quality.control.default': 'Операционный и приёмочный контроль на каждом этапе изготовления.',
  'product.quality.materials.title': 'Проверенные материалы',
  'product.quality.materials.text':
    'Работаем только с сертифицированными материалами от надёжных поставщиков.',
  'product.quality.documents.title': 'Полный пакет документов',
  'product.quality.documents.text': 'Паспорт качества, сертификаты соответствия и происхождения СТ-KZ.',
  'product.notFound.title': 'Цех не найден',
  'product.notFound.text': 'Возможно, ссылка устарела или страница цеха была удалена.',
  'product.notFound.back': 'Вернуться к производству',

  'services.hero.title': 'Услуги',
  'services.hero.lead':
    'Выполняем инженерные и монтажные работы на действующих и строящихся промышленных объектах, от проекта до сдачи в эксплуатацию.',
  'services.list.title': 'Наши услуги',
  'services.empty.title': 'Нет услуг',
  'services.empty.text': 'Услуги скоро будут добавлены.',
  'services.supply.title': 'Снабжение и логистика',
  'services.supply.transport.title': 'Транспортные услуги',
  'services.supply.transport.text':
    'Доставляем материалы, оборудование и негабаритные грузы на объекты по всему Казахстану собственным и привлечённым транспортом.',
  'services.supply.rental.title': 'Аренда техники и оборудования',
  'services.supply.rental.text':
    'Предоставляем в аренду строительные леса, грузоподъёмную технику, сварочное и вспомогательное оборудование.',

  'projects.hero.title': 'Проекты',
  'projects.hero.lead':
    'Объекты, где наша команда выполнила проектирование, изготовление, монтаж и пусконаладку.',
  'projects.date': 'Дата сдачи',
  'projects.location': 'Место',
  'projects.specialists': 'Число специалистов',
  'projects.empty.title': 'Нет проектов',
  'projects.empty.text': 'Проекты скоро будут добавлены.',

  'news.hero.title': 'Новости',
  'news.hero.lead': 'Новые проекты, события на производстве и жизнь компании.',
  'news.featured': 'Главная новость',
  'news.inRussian': 'На русском языке',
  'news.table': 'Таблица',
  'news.readMore': 'Читать далее',
  'news.loadMore': 'Загрузить ещё новости',
  'news.loading': 'Загрузка новостей…',
  'news.loadError': 'Ошибка при загрузке новостей',
  'news.empty.title': 'Новостей пока нет',
  'news.empty.text': 'Новости скоро будут добавлены.',
  'news.back': 'Все новости',
  'news.share': 'Поделиться',
  'news.shareOn': 'Поделиться в {network}',
  'news.notFound.title': 'Новость не найдена',
  'news.notFound.text': 'К сожалению, запрашиваемая новость не существует или была удалена.',
  'news.notFound.back': 'Вернуться к новостям',
  'news.rss.title': 'Новости компании',

  'contacts.hero.title': 'Контакты',
  'contacts.hero.lead': 'Позвоните, напишите или приезжайте: обсудим ваш проект и подготовим предложение.',
  'contacts.phone': 'Телефон',
  'contacts.phoneHint': 'Написать в мессенджер',
  'contacts.email': 'Электронная почта',
  'contacts.address': 'Адрес',
  'contacts.hours': 'Часы работы',
  'contacts.weekdays': 'Понедельник — пятница',
  'contacts.weekend': 'Суббота и воскресенье',
  'contacts.closed': 'выходной',
  'contacts.social': 'Мы в соцсетях и мессенджерах',
  'contacts.map.title': 'Как нас найти',
  'contacts.map.text':
    'Производственная база и офис находятся в Атырау. Перед визитом позвоните нам: встретим и проведём на территорию.',
  'contacts.map.show': 'Показать карту',
  'contacts.map.frameTitle': 'Карта проезда к офису',
  'contacts.map.openExternal': 'Открыть карту в новой вкладке',

  'request.title': 'Обсудить проект',
  'request.lead':
    'Опишите задачу, и мы ответим в течение рабочего дня. Можно приложить чертёж, техническое задание или смету.',
  'request.name': 'Имя',
  'request.company': 'Компания',
  'request.optional': '(необязательно)',
  'request.phone': 'Телефон',
  'request.email': 'Электронная почта',
  'request.contactHint': 'Укажите телефон или электронную почту, чтобы мы могли ответить.',
  'request.message': 'Сообщение',
  'request.attachment': 'Файл',
  'request.attachmentHint': 'PDF, Word, Excel или изображение, до 10 МБ.',
  'request.consentBefore': 'Даю согласие на обработку персональных данных в соответствии с ',
  'request.consentLink': 'политикой конфиденциальности',
  'request.consentAfter': '.',
  'request.honeypot': 'Не заполняйте это поле',
  'request.submit': 'Отправить заявку',
  'request.sending': 'Отправляем…',
  'request.success': 'Спасибо! Заявка отправлена. Мы свяжемся с вами в ближайшее рабочее время.',
  'request.errorsSummary': 'Проверьте отмеченные поля формы.',
  'request.nameRequired': 'Укажите имя.',
  'request.nameTooLong': 'Имя слишком длинное.',
  'request.contactRequired': 'Укажите телефон или электронную почту.',
  'request.phoneInvalid': 'Телефон указан неверно: нужны цифры, например +7 701 123 45 67.',
  'request.emailInvalid': 'Адрес электронной почты указан неверно.',
  'request.messageRequired': 'Напишите сообщение.',
  'request.messageTooLong': 'Сообщение слишком длинное: не больше 5000 знаков.',
  'request.consentRequired': 'Без согласия на обработку персональных данных мы не можем принять заявку.',
  'request.fileTooLarge': 'Файл больше 10 МБ.',
  'request.fileType': 'Этот файл не подходит: приложите PDF, Word, Excel или изображение.',
  'request.tooMany': 'Слишком много заявок с вашего адреса. Попробуйте снова через {minutes} мин.',
  'request.rejected': 'Заявку не удалось принять. Обновите страницу и попробуйте ещё раз.',
  'request.offline': 'Сейчас не получается отправить заявку: сервер недоступен.',
  'request.offlineCall': 'Позвоните нам:',
  'request.offlineWrite': 'или напишите:',
  'request.noscript': 'Для отправки формы нужен JavaScript. Позвоните или напишите нам:',

  'privacy.link': 'Политика конфиденциальности',

  'notFound.title': 'Страница не найдена',
  'notFound.text': 'Страница, которую вы ищете, не существует или была перемещена.',
  'notFound.home': 'На главную',

  'certificate.close': 'Закрыть',
  'certificate.open': 'Открыть изображение: {title}',
  'certificate.issuer': 'Кем выдан: {issuer}',
  'certificate.validUntil': 'Действителен до {date}',
} as const;
