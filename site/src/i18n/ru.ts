/** Russian: the reference dictionary. Its keys are the schema the other languages must match. */
export const ru = {
  'meta.siteName': 'Промышленный инжиниринг',
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

  'home.stats.label': 'Компания в цифрах',

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

  'production.metrics.monthly.value': '35–40',
  'production.metrics.monthly.label': 'тонн продукции в месяц',
  'production.metrics.certified.value': '100%',
  'production.metrics.certified.label': 'сертифицированной продукции',
  'production.metrics.standards.label': 'изготовление по стандартам',
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

  'services.supply.transport.title': 'Транспортные услуги',
  'services.supply.transport.text':
    'Доставляем материалы, оборудование и негабаритные грузы на объекты по всему Казахстану собственным и привлечённым транспортом.',
  'services.supply.rental.title': 'Аренда техники и оборудования',
  'services.supply.rental.text':
    'Предоставляем в аренду строительные леса, грузоподъёмную технику, сварочное и вспомогательное оборудование.',

  'projects.date': 'Дата сдачи',
  'projects.location': 'Место',
  'projects.specialists': 'Число специалистов',
  'projects.empty.title': 'Нет проектов',
  'projects.empty.text': 'Проекты скоро будут добавлены.',

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
