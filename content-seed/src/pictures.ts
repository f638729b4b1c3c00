import type { Drawing } from './built-in.ts';

/**
 * The drawings that show something, each with what it shows in every language: the alt text the
 * seed stores beside the image. Items that share a drawing share its description.
 */
export const PICTURES = {
  steelStructures: {
    file: 'news-steel-structures.svg',
    alt: {
      ru: 'Кран поднимает пакет стальных балок над готовыми фермами',
      en: 'A crane lifts a bundle of steel beams over finished trusses',
      kk: 'Кран дайын фермалардың үстінен болат арқалықтар бумасын көтеріп тұр',
    },
  },
  laserCutting: {
    file: 'news-laser-cutting.svg',
    alt: {
      ru: 'Лазерная головка вырезает детали из стального листа',
      en: 'A laser head cuts parts out of a steel sheet',
      kk: 'Лазерлік бас болат табақтан бөлшектерді кесіп жатыр',
    },
  },
  certificate: {
    file: 'news-certificate.svg',
    alt: {
      ru: 'Сертификат с печатью и отметкой о соответствии',
      en: 'A certificate with a seal and a compliance tick',
      kk: 'Мөрі және сәйкестік белгісі бар сертификат',
    },
  },
  welding: {
    file: 'welding.svg',
    alt: {
      ru: 'Сварщик в маске сваривает деталь на рабочем столе',
      en: 'A welder in a mask welds a part on a workbench',
      kk: 'Маска киген дәнекерлеуші жұмыс үстелінде бөлшекті дәнекерлеп жатыр',
    },
  },
  insulation: {
    file: 'insulation.svg',
    alt: {
      ru: 'Трубопроводы на эстакаде в теплоизоляционной оболочке',
      en: 'Pipelines on a rack wrapped in thermal insulation',
      kk: 'Эстакададағы жылу оқшаулағыш қабықпен қапталған құбыржолдар',
    },
  },
  tradeFair: {
    file: 'news-trade-fair.svg',
    alt: {
      ru: 'Выставочный стенд компании и посетители у стойки',
      en: 'The company’s exhibition stand with visitors at the counter',
      kk: 'Компанияның көрме стенді және оның жанындағы келушілер',
    },
  },
  insulationSewing: {
    file: 'insulation-sewing.svg',
    alt: {
      ru: 'Швейная машина прошивает теплоизоляционный мат, рядом готовые чехлы',
      en: 'A sewing machine stitches an insulation mat beside finished covers',
      kk: 'Тігін машинасы жылу оқшаулағыш төсенішті тігіп жатыр, қасында дайын қаптар',
    },
  },
  scaffolding: {
    file: 'scaffolding.svg',
    alt: {
      ru: 'Рабочий на строительных лесах вокруг резервуара',
      en: 'A worker on scaffolding around a tank',
      kk: 'Резервуарды айнала тұрғызылған құрылыс ормандарындағы жұмысшы',
    },
  },
  cathodic: {
    file: 'cathodic.svg',
    alt: {
      ru: 'Подземный трубопровод с анодами и станцией катодной защиты',
      en: 'An underground pipeline with anodes and a cathodic protection station',
      kk: 'Анодтары мен катодтық қорғау станциясы бар жер асты құбыржолы',
    },
  },
  anniversary: {
    file: 'news-anniversary.svg',
    alt: {
      ru: 'Число 15 над силуэтом ночного города',
      en: 'The number 15 over a night city skyline',
      kk: 'Түнгі қала сұлбасының үстіндегі 15 саны',
    },
  },
  metalFabrication: {
    file: 'metal-fabrication.svg',
    alt: {
      ru: 'Листогибочный пресс в цехе и готовые стальные профили',
      en: 'A press brake in the workshop and finished steel profiles',
      kk: 'Цехтағы табақ иетін пресс және дайын болат профильдер',
    },
  },
  ventilation: {
    file: 'ventilation.svg',
    alt: {
      ru: 'Воздуховод с изолированным участком, вентилятор и блок управления',
      en: 'An air duct with an insulated section, a fan and a control unit',
      kk: 'Оқшауланған бөлігі бар ауа өткізгіш, желдеткіш және басқару блогы',
    },
  },
  electrical: {
    file: 'electrical.svg',
    alt: {
      ru: 'Электрощит, кабельная эстакада и подключённый электродвигатель',
      en: 'A switchboard, a cable rack and a connected electric motor',
      kk: 'Электр қалқаны, кабель эстакадасы және қосылған электр қозғалтқышы',
    },
  },
  coating: {
    file: 'coating.svg',
    alt: {
      ru: 'Рабочий в защитном костюме наносит покрытие на стенку резервуара',
      en: 'A worker in a protective suit sprays coating onto a tank wall',
      kk: 'Қорғаныш костюміндегі жұмысшы резервуар қабырғасына жабын жағып жатыр',
    },
  },
  compressorStation: {
    file: 'project-compressor-station.svg',
    alt: {
      ru: 'Компрессорная станция с вентиляционным коробом на крыше',
      en: 'A compressor station with a ventilation duct on its roof',
      kk: 'Шатырында желдету қорабы бар компрессорлық станция',
    },
  },
  pipeline: {
    file: 'project-pipeline.svg',
    alt: {
      ru: 'Трубопровод на опорах у берега моря и станция контроля',
      en: 'A pipeline on supports by the sea and a monitoring station',
      kk: 'Теңіз жағасындағы тіректерге орнатылған құбыржол және бақылау станциясы',
    },
  },
  oilField: {
    file: 'project-oil-field.svg',
    alt: {
      ru: 'Технологические колонны, резервуары и трубопроводы месторождения',
      en: 'Process columns, tanks and pipelines at an oil field',
      kk: 'Кен орнының технологиялық колонналары, резервуарлары мен құбыржолдары',
    },
  },
  gasField: {
    file: 'project-gas-field.svg',
    alt: {
      ru: 'Кабельная эстакада с мачтами освещения и электрошкафом на месторождении',
      en: 'A cable rack with lighting masts and an electrical cabinet at a gas field',
      kk: 'Газ кен орнындағы жарықтандыру діңгектері мен электр шкафы бар кабель эстакадасы',
    },
  },
} satisfies Record<string, Drawing>;
