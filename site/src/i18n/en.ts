import type { Dictionary } from './dictionary.ts';

export const en = {
  'meta.siteName': 'Industrial engineering',
  'meta.privacy.title': 'Privacy policy',
  'meta.privacy.description':
    'How we collect, keep and use the personal data sent with requests on this website: purpose, consent, retention and deletion on request.',
  'meta.notFound.title': 'Page not found',

  'preview.notice':
    'Preview: this page shows saved content that may not be published yet. Visitors do not see it.',
  'preview.languages': 'Preview language',
  'a11y.skipLink': 'Skip to main content',
  'a11y.logoHome': 'Go to the home page',
  'fallback.russianOnly':
    'This item is not fully translated into English yet: the parts without a translation are shown in Russian.',

  'nav.label': 'Main menu',
  'nav.home': 'Home',
  'nav.about': 'About us',
  'nav.production': 'Manufacturing',
  'nav.services': 'Services',
  'nav.projects': 'Projects',
  'nav.news': 'News',
  'nav.contacts': 'Contact us',
  'nav.menuOpen': 'Open menu',
  'nav.menuClose': 'Close menu',
  'nav.mobileLabel': 'Mobile menu',

  'lang.label': 'Site language',

  'video.slogan': '15 years creating innovations together',
  'video.open': 'Watch the company video',
  'video.title': 'Video: 15 years together',
  'video.close': 'Close video',

  'footer.clients': 'Our clients and partners',
  'footer.copyright': '© {year} {company}. All rights reserved.',
  'footer.rss': 'News RSS feed',
  'footer.contactsTitle': 'Get in touch',
  'footer.sections': 'Site sections',

  'home.stats.label': 'The company in figures',

  'home.values.quality.title': 'Quality',
  'home.values.quality.text': 'Every item is checked at each stage and meets the standards: {standards}.',
  'home.values.innovation.title': 'Innovation',
  'home.values.innovation.text':
    'We bring in modern equipment and methods to solve problems faster and more precisely.',
  'home.values.reliability.title': 'Reliability',
  'home.values.reliability.text':
    'We keep our commitments on time and stand behind the result for the whole life of the facility.',
  'home.values.partnership.title': 'Partnership',
  'home.values.partnership.text':
    'We build long-term relationships with clients, suppliers and our own team.',

  'home.categories.ventilation.title': 'Ventilation',
  'home.categories.ventilation.text':
    'Design, ductwork manufacturing and installation of ventilation systems.',
  'home.categories.heating.title': 'Heating',
  'home.categories.heating.text': 'Heating systems and thermal insulation of pipelines and equipment.',
  'home.categories.electrical.title': 'Electrical works',
  'home.categories.electrical.text': 'Power and lighting networks, cable routes and earthing.',
  'home.categories.installation.title': 'Installation',
  'home.categories.installation.text': 'Installation of steel structures, equipment and process pipelines.',

  'commissioning.title': 'Commissioning and construction',
  'commissioning.commissioning.title': 'Commissioning',
  'commissioning.commissioning.text':
    'We test, tune and start up equipment and building services, and hand over the site with a full set of as-built documents.',
  'commissioning.construction.title': 'Construction',
  'commissioning.construction.text':
    'We carry out general construction on industrial sites: foundations, steel frames and building envelopes.',

  'production.metrics.monthly.value': '35–40',
  'production.metrics.monthly.label': 'tonnes of output a month',
  'production.metrics.certified.value': '100%',
  'production.metrics.certified.label': 'certified products',
  'production.metrics.standards.label': 'standards we build to',
  'production.categories.ventilation.title': 'Ventilation',
  'production.categories.ventilation.text':
    'Ducts, fittings, hoods and grilles in galvanised and stainless steel.',
  'production.categories.fireProtection.title': 'Fire protection',
  'production.categories.fireProtection.text':
    'Fire-protection and thermal insulation jackets, mats and covers for equipment.',
  'production.categories.metalworking.title': 'Metalworking',
  'production.categories.metalworking.text':
    'Cutting, bending and welding of sheet metal; steel structures of any complexity.',
  'production.categories.specialised.title': 'Specialised products',
  'production.categories.specialised.text':
    'Custom items made to the client’s drawings and small-batch production.',

  'product.back': 'Back to Manufacturing',
  'product.produced.1': 'Metal products',
  'product.produced.2': 'Welded structures',
  'product.produced.3': 'Thermal insulation products',
  'product.produced.default': 'Products we make',
  'product.capabilities': 'Technical capabilities',
  'product.specifications': 'Specifications',
  'product.quality.title': 'Quality assurance',
  'product.quality.control.title': 'Checks at every stage',
  'product.quality.control.1':
    'In-process and final inspection, with dimensional checks against the drawing.',
  'product.quality.control.2': 'In-process and final inspection, plus non-destructive testing of welds.',
  'product.quality.control.3':
    'In-process and final inspection: every jacket checked for fit, materials tested for temperature rating.',
  'product.quality.control.default': 'In-process and final inspection at every manufacturing stage.',
  'product.quality.materials.title': 'Proven materials',
  'product.quality.materials.text': 'We only use certified materials from reliable suppliers.',
  'product.quality.documents.title': 'Full documentation',
  'product.quality.documents.text':
    'Quality certificate, certificates of conformity and a CT-KZ certificate of origin.',
  'product.notFound.title': 'Product not found',
  'product.notFound.text': 'The link may be out of date, or the product has been removed.',
  'product.notFound.back': 'Return to Manufacturing',

  'services.supply.transport.title': 'Transport',
  'services.supply.transport.text':
    'We deliver materials, equipment and oversized loads to sites all over Kazakhstan with our own and partner vehicles.',
  'services.supply.rental.title': 'Equipment rental',
  'services.supply.rental.text':
    'We rent out scaffolding, lifting machinery, welding and auxiliary equipment.',

  'projects.date': 'Completed',
  'projects.location': 'Location',
  'projects.specialists': 'Team size',
  'projects.empty.title': 'No projects',
  'projects.empty.text': 'Projects will be added soon.',

  'news.featured': 'Top story',
  'news.inRussian': 'In Russian',
  'news.table': 'Table',
  'news.readMore': 'Read more',
  'news.loadMore': 'Load more news',
  'news.loading': 'Loading news…',
  'news.loadError': 'Error loading news',
  'news.empty.title': 'No news yet',
  'news.empty.text': 'News will be added soon.',
  'news.back': 'All news',
  'news.share': 'Share',
  'news.shareOn': 'Share on {network}',
  'news.notFound.title': 'News not found',
  'news.notFound.text': 'Unfortunately, the requested news does not exist or has been deleted.',
  'news.notFound.back': 'Back to news',
  'news.rss.title': 'Company news',

  'contacts.phone': 'Phone',
  'contacts.phoneHint': 'Message us',
  'contacts.email': 'E-mail',
  'contacts.address': 'Address',
  'contacts.hours': 'Working hours',
  'contacts.weekdays': 'Monday to Friday',
  'contacts.weekend': 'Saturday and Sunday',
  'contacts.closed': 'closed',
  'contacts.social': 'Find us on',
  'contacts.map.title': 'How to find us',
  'contacts.map.text':
    'Our production site and office are in Atyrau. Please call before you come, and we will meet you at the gate.',
  'contacts.map.show': 'Show the map',
  'contacts.map.frameTitle': 'Map with directions to our office',
  'contacts.map.openExternal': 'Open the map in a new tab',

  'request.title': 'Discuss a project',
  'request.lead':
    'Describe your project and we will reply within one working day. You can attach a drawing, a specification or a bill of quantities.',
  'request.name': 'Name',
  'request.company': 'Company',
  'request.optional': '(optional)',
  'request.phone': 'Phone',
  'request.email': 'E-mail',
  'request.contactHint': 'Give a phone number or an e-mail address so that we can reply.',
  'request.message': 'Message',
  'request.attachment': 'File',
  'request.attachmentHint': 'PDF, Word, Excel or an image, up to 10 MB.',
  'request.consentBefore': 'I agree to the processing of my personal data under the ',
  'request.consentLink': 'privacy policy',
  'request.consentAfter': '.',
  'request.honeypot': 'Leave this field empty',
  'request.submit': 'Send request',
  'request.sending': 'Sending…',
  'request.success': 'Thank you! Your request has been sent. We will contact you during working hours.',
  'request.errorsSummary': 'Please check the marked fields.',
  'request.nameRequired': 'Enter your name.',
  'request.nameTooLong': 'The name is too long.',
  'request.contactRequired': 'Enter a phone number or an e-mail address.',
  'request.phoneInvalid': 'The phone number is not valid: use digits, e.g. +7 701 123 45 67.',
  'request.emailInvalid': 'The e-mail address is not valid.',
  'request.messageRequired': 'Write a message.',
  'request.messageTooLong': 'The message is too long: 5,000 characters at most.',
  'request.consentRequired':
    'We cannot accept the request without your consent to the processing of personal data.',
  'request.fileTooLarge': 'The file is larger than 10 MB.',
  'request.fileType': 'This file is not accepted: attach a PDF, Word, Excel or image file.',
  'request.tooMany': 'Too many requests from your address. Please try again in {minutes} min.',
  'request.rejected': 'The request could not be accepted. Reload the page and try again.',
  'request.offline': 'The request cannot be sent right now: the server is unavailable.',
  'request.offlineCall': 'Call us:',
  'request.offlineWrite': 'or write to:',
  'request.noscript': 'The form needs JavaScript. Call or write to us:',

  'privacy.link': 'Privacy policy',

  'notFound.title': 'Page not found',
  'notFound.text': 'The page you are looking for does not exist or has moved.',
  'notFound.home': 'Go to the home page',

  'certificate.close': 'Close',
  'certificate.open': 'Open image: {title}',
  'certificate.issuer': 'Issued by {issuer}',
  'certificate.validUntil': 'Valid until {date}',
} as const satisfies Dictionary;
