// Guide cities: the 9 priority cities of spec 2 §2 (exact place_url) and
// other real art cities, with centre coordinates, districts, real street names,
// postcode shapes and national phone formats. Phone numbers use ranges kept
// for fiction where a country has one (US/CA 555-01xx, UK 020 7946 0xxx,
// AU 02 5550 xxxx); elsewhere random subscriber digits in the real format.
import type { Rng } from "../random.ts";

export interface City {
  place: string;
  placeUrl: string;
  country: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  /** Standard-time UTC offset in hours, to store local opening times as UTC. */
  utcOffset: number;
  priority: boolean;
  /** Districts with their offset from the centre in degrees. */
  districts: readonly (readonly [name: string, dLat: number, dLon: number])[];
  streets: readonly string[];
  phone: (rng: Rng) => string;
  zip: (rng: Rng) => string;
  /** How addresses are written: street first (most of Europe) or number first. */
  numberFirst: boolean;
}

const digits = (rng: Rng, n: number): string => {
  let out = String(rng.int(1, 9));
  for (let i = 1; i < n; i++) out += String(rng.int(0, 9));
  return out;
};
const pad = (value: number, n: number): string => String(value).padStart(n, "0");

const northAmerican = (areaCodes: readonly string[]) => (rng: Rng) =>
  `+1 ${rng.pick(areaCodes)} 555 01${pad(rng.int(0, 99), 2)}`;

export const CITIES: readonly City[] = [
  {
    place: "New York", placeUrl: "new-york", country: "United States", countryCode: "US",
    latitude: 40.7306, longitude: -73.9866, utcOffset: -5, priority: true, numberFirst: true,
    districts: [["Chelsea", 0.016, -0.018], ["Lower East Side", -0.012, 0.0], ["Tribeca", -0.012, -0.021],
      ["Upper East Side", 0.04, 0.02], ["SoHo", -0.007, -0.012], ["Brooklyn", -0.04, 0.03]],
    streets: ["West 24th Street", "West 22nd Street", "Orchard Street", "Broome Street", "Madison Avenue",
      "East 77th Street", "Walker Street", "Grand Street", "Bowery", "Franklin Street", "Eldridge Street"],
    phone: northAmerican(["212", "646", "718", "917"]),
    zip: (rng) => `100${pad(rng.int(1, 38), 2)}`,
  },
  {
    place: "Los Angeles", placeUrl: "los-angeles", country: "United States", countryCode: "US",
    latitude: 34.0522, longitude: -118.2437, utcOffset: -8, priority: true, numberFirst: true,
    districts: [["Downtown", 0.0, 0.0], ["Culver City", -0.03, -0.15], ["Hollywood", 0.046, -0.08],
      ["Boyle Heights", -0.005, 0.04], ["West Hollywood", 0.038, -0.12]],
    streets: ["South La Brea Avenue", "Santa Monica Boulevard", "Mission Road", "Melrose Avenue",
      "Washington Boulevard", "North Highland Avenue", "East 3rd Street", "Wilshire Boulevard"],
    phone: northAmerican(["213", "310", "323", "424"]),
    zip: (rng) => `900${pad(rng.int(12, 69), 2)}`,
  },
  {
    place: "London", placeUrl: "london", country: "United Kingdom", countryCode: "GB",
    latitude: 51.5074, longitude: -0.1278, utcOffset: 0, priority: true, numberFirst: true,
    districts: [["Mayfair", 0.003, -0.017], ["Shoreditch", 0.018, 0.05], ["Bermondsey", -0.009, 0.06],
      ["Fitzrovia", 0.011, -0.01], ["South Kensington", -0.013, -0.05]],
    streets: ["Cork Street", "Dover Street", "Vyner Street", "Bermondsey Street", "Hanway Street",
      "Savile Row", "Old Bond Street", "Kingsland Road", "Exhibition Road", "Berners Street"],
    phone: (rng) => `+44 20 7946 0${pad(rng.int(0, 999), 3)}`,
    zip: (rng) => `${rng.pick(["W1S", "W1J", "E2", "SE1", "W1T", "SW7", "EC2A", "N1"])} ${rng.int(1, 9)}${rng.pick(["AB", "DX", "HL", "NQ", "RT", "LS", "BW"])}`,
  },
  {
    place: "Berlin", placeUrl: "berlin", country: "Germany", countryCode: "DE",
    latitude: 52.52, longitude: 13.405, utcOffset: 1, priority: true, numberFirst: false,
    districts: [["Mitte", 0.005, -0.005], ["Kreuzberg", -0.025, 0.02], ["Schöneberg", -0.03, -0.05],
      ["Charlottenburg", -0.01, -0.1], ["Neukölln", -0.045, 0.03]],
    streets: ["Auguststraße", "Potsdamer Straße", "Linienstraße", "Kurfürstenstraße", "Lindenstraße",
      "Kantstraße", "Weserstraße", "Brunnenstraße", "Torstraße", "Schöneberger Ufer"],
    phone: (rng) => `+49 30 ${digits(rng, 4)} ${digits(rng, 4)}`,
    zip: (rng) => `10${pad(rng.int(115, 999), 3)}`,
  },
  {
    place: "Paris", placeUrl: "paris", country: "France", countryCode: "FR",
    latitude: 48.8566, longitude: 2.3522, utcOffset: 1, priority: true, numberFirst: true,
    districts: [["Le Marais", 0.003, 0.008], ["Saint-Germain-des-Prés", -0.003, -0.018], ["Belleville", 0.015, 0.03],
      ["Romainville", 0.03, 0.06], ["Faubourg Saint-Honoré", 0.013, -0.04]],
    streets: ["rue Vieille-du-Temple", "rue de Turenne", "rue Debelleyme", "rue de Seine", "rue Saint-Claude",
      "rue du Faubourg Saint-Honoré", "rue de Belleville", "avenue Matignon", "rue Chapon", "rue des Beaux-Arts"],
    phone: (rng) => `+33 1 ${pad(rng.int(40, 59), 2)} ${pad(rng.int(0, 99), 2)} ${pad(rng.int(0, 99), 2)} ${pad(rng.int(0, 99), 2)}`,
    zip: (rng) => `750${pad(rng.int(1, 20), 2)}`,
  },
  {
    place: "Milan", placeUrl: "milan", country: "Italy", countryCode: "IT",
    latitude: 45.4642, longitude: 9.19, utcOffset: 1, priority: true, numberFirst: false,
    districts: [["Brera", 0.008, -0.003], ["Porta Venezia", 0.01, 0.015], ["Tortona", -0.012, -0.022],
      ["Lambrate", 0.02, 0.05], ["Isola", 0.022, 0.0]],
    streets: ["Via Ventura", "Via Tortona", "Corso Venezia", "Via Brera", "Via Solferino", "Via Lambro",
      "Via Carlo Farini", "Viale Monza", "Via Santa Marta", "Corso di Porta Ticinese"],
    phone: (rng) => `+39 02 ${digits(rng, 4)} ${digits(rng, 4)}`,
    zip: (rng) => `201${pad(rng.int(21, 62), 2)}`,
  },
  {
    place: "Beijing", placeUrl: "beijing", country: "China", countryCode: "CN",
    latitude: 39.9042, longitude: 116.4074, utcOffset: 8, priority: true, numberFirst: true,
    districts: [["798 Art District", 0.08, 0.09], ["Caochangdi", 0.09, 0.1], ["Dongcheng", 0.01, 0.01],
      ["Chaoyang", 0.02, 0.05]],
    streets: ["Jiuxianqiao Road", "Caochangdi Village", "Dongzhimen Inner Street", "Gongti North Road",
      "Qixing East Street", "Jiuxianqiao North Road"],
    phone: (rng) => `+86 10 ${digits(rng, 4)} ${digits(rng, 4)}`,
    zip: (rng) => `100${pad(rng.int(0, 99) * 10, 3)}`,
  },
  {
    place: "Hong Kong", placeUrl: "hong-kong", country: "China", countryCode: "HK",
    latitude: 22.2819, longitude: 114.1589, utcOffset: 8, priority: true, numberFirst: true,
    districts: [["Central", 0.0, 0.0], ["Wong Chuk Hang", -0.03, 0.03], ["Sheung Wan", 0.004, -0.01],
      ["West Kowloon", 0.022, -0.0]],
    streets: ["Pedder Street", "Queen's Road Central", "Hollywood Road", "Wong Chuk Hang Road",
      "Aberdeen Street", "Museum Drive", "Duddell Street"],
    phone: (rng) => `+852 ${rng.pick(["2", "3"])}${digits(rng, 3)} ${digits(rng, 4)}`,
    zip: () => "",
  },
  {
    place: "Mexico City", placeUrl: "mexico-city", country: "Mexico", countryCode: "MX",
    latitude: 19.4326, longitude: -99.1332, utcOffset: -6, priority: true, numberFirst: false,
    districts: [["Roma Norte", -0.014, -0.03], ["Condesa", -0.02, -0.04], ["San Miguel Chapultepec", -0.018, -0.055],
      ["Polanco", 0.0, -0.06], ["Centro Histórico", 0.0, 0.0]],
    streets: ["Calle Colima", "Avenida Álvaro Obregón", "Calle Gobernador Rafael Rebollar", "Calle Durango",
      "Calle General Francisco Ramírez", "Avenida Presidente Masaryk", "Calle Córdoba"],
    phone: (rng) => `+52 55 ${digits(rng, 4)} ${digits(rng, 4)}`,
    zip: (rng) => `0${pad(rng.int(6000, 6900), 4)}`,
  },
  {
    place: "Chicago", placeUrl: "chicago", country: "United States", countryCode: "US",
    latitude: 41.8781, longitude: -87.6298, utcOffset: -6, priority: false, numberFirst: true,
    districts: [["West Loop", 0.005, -0.02], ["River North", 0.012, -0.005], ["Pilsen", -0.02, -0.03]],
    streets: ["West Lake Street", "North Wells Street", "South Halsted Street", "West Fulton Market", "North Morgan Street"],
    phone: northAmerican(["312", "773", "872"]),
    zip: (rng) => `606${pad(rng.int(1, 61), 2)}`,
  },
  {
    place: "San Francisco", placeUrl: "san-francisco", country: "United States", countryCode: "US",
    latitude: 37.7749, longitude: -122.4194, utcOffset: -8, priority: false, numberFirst: true,
    districts: [["Mission", -0.015, 0.0], ["SoMa", 0.004, 0.02], ["Dogpatch", -0.016, 0.03]],
    streets: ["Valencia Street", "Minnesota Street", "Geary Street", "Third Street", "Market Street"],
    phone: northAmerican(["415", "628"]),
    zip: (rng) => `941${pad(rng.int(2, 34), 2)}`,
  },
  {
    place: "Toronto", placeUrl: "toronto", country: "Canada", countryCode: "CA",
    latitude: 43.6532, longitude: -79.3832, utcOffset: -5, priority: false, numberFirst: true,
    districts: [["Queen West", -0.004, -0.03], ["Junction Triangle", 0.012, -0.07], ["Yorkville", 0.018, 0.0]],
    streets: ["Queen Street West", "Dundas Street West", "Sterling Road", "Yorkville Avenue", "Ossington Avenue"],
    phone: northAmerican(["416", "647"]),
    zip: (rng) => `M${rng.int(4, 6)}${rng.pick(["V", "J", "R", "K"])} ${rng.int(1, 9)}${rng.pick(["A", "E", "H", "T"])}${rng.int(1, 9)}`,
  },
  {
    place: "Montreal", placeUrl: "montreal", country: "Canada", countryCode: "CA",
    latitude: 45.5019, longitude: -73.5674, utcOffset: -5, priority: false, numberFirst: true,
    districts: [["Mile End", 0.02, -0.03], ["Old Montreal", -0.01, 0.01], ["Saint-Henri", -0.02, -0.03]],
    streets: ["rue Saint-Viateur Ouest", "boulevard Saint-Laurent", "rue Notre-Dame Ouest", "rue Sherbrooke Ouest"],
    phone: northAmerican(["514", "438"]),
    zip: (rng) => `H${rng.int(2, 4)}${rng.pick(["T", "X", "C", "V"])} ${rng.int(1, 9)}${rng.pick(["A", "B", "K", "W"])}${rng.int(1, 9)}`,
  },
  {
    place: "Madrid", placeUrl: "madrid", country: "Spain", countryCode: "ES",
    latitude: 40.4168, longitude: -3.7038, utcOffset: 1, priority: false, numberFirst: false,
    districts: [["Salesas", 0.007, 0.0], ["Lavapiés", -0.008, 0.0], ["Chamberí", 0.015, -0.005]],
    streets: ["Calle del Doctor Fourquet", "Calle de Orellana", "Calle del Almirante", "Calle de Zurbano", "Calle de Hortaleza"],
    phone: (rng) => `+34 91${rng.int(0, 9)} ${digits(rng, 3)} ${digits(rng, 3)}`,
    zip: (rng) => `280${pad(rng.int(1, 50), 2)}`,
  },
  {
    place: "Barcelona", placeUrl: "barcelona", country: "Spain", countryCode: "ES",
    latitude: 41.3874, longitude: 2.1686, utcOffset: 1, priority: false, numberFirst: false,
    districts: [["El Raval", -0.006, -0.0], ["Eixample", 0.008, -0.005], ["Poblenou", 0.015, 0.03]],
    streets: ["Carrer del Consell de Cent", "Carrer de Joaquín Costa", "Carrer de Pujades", "Passeig de Gràcia"],
    phone: (rng) => `+34 93${rng.int(0, 9)} ${digits(rng, 3)} ${digits(rng, 3)}`,
    zip: (rng) => `080${pad(rng.int(1, 42), 2)}`,
  },
  {
    place: "Rome", placeUrl: "rome", country: "Italy", countryCode: "IT",
    latitude: 41.9028, longitude: 12.4964, utcOffset: 1, priority: false, numberFirst: false,
    districts: [["Tridente", 0.008, -0.018], ["Trastevere", -0.013, -0.025], ["Testaccio", -0.025, -0.02]],
    streets: ["Via Margutta", "Via del Babuino", "Via della Lungara", "Via Giulia", "Via Francesco Crispi"],
    phone: (rng) => `+39 06 ${digits(rng, 4)} ${digits(rng, 4)}`,
    zip: (rng) => `001${pad(rng.int(0, 99), 2)}`,
  },
  {
    place: "Amsterdam", placeUrl: "amsterdam", country: "Netherlands", countryCode: "NL",
    latitude: 52.3676, longitude: 4.9041, utcOffset: 1, priority: false, numberFirst: false,
    districts: [["Jordaan", 0.005, -0.018], ["De Pijp", -0.013, 0.0], ["Museumkwartier", -0.01, -0.017]],
    streets: ["Rozengracht", "Lauriergracht", "Elandsgracht", "Ferdinand Bolstraat", "Prinsengracht"],
    phone: (rng) => `+31 20 ${digits(rng, 3)} ${digits(rng, 4)}`,
    zip: (rng) => `10${pad(rng.int(11, 99), 2)} ${rng.pick(["AB", "BT", "GH", "LR", "NX", "PZ"])}`,
  },
  {
    place: "Brussels", placeUrl: "brussels", country: "Belgium", countryCode: "BE",
    latitude: 50.8503, longitude: 4.3517, utcOffset: 1, priority: false, numberFirst: false,
    districts: [["Ixelles", -0.02, 0.01], ["Saint-Gilles", -0.018, -0.006], ["Dansaert", 0.002, -0.006]],
    streets: ["Rue de la Régence", "Chaussée de Charleroi", "Rue Antoine Dansaert", "Rue du Mail", "Avenue Louise"],
    phone: (rng) => `+32 2 ${digits(rng, 3)} ${pad(rng.int(0, 99), 2)} ${pad(rng.int(0, 99), 2)}`,
    zip: (rng) => rng.pick(["1000", "1050", "1060", "1180"]),
  },
  {
    place: "Vienna", placeUrl: "vienna", country: "Austria", countryCode: "AT",
    latitude: 48.2082, longitude: 16.3738, utcOffset: 1, priority: false, numberFirst: false,
    districts: [["Innere Stadt", 0.0, 0.0], ["Leopoldstadt", 0.01, 0.015], ["Mariahilf", -0.008, -0.02]],
    streets: ["Schleifmühlgasse", "Eschenbachgasse", "Seilerstätte", "Grünangergasse", "Praterstraße"],
    phone: (rng) => `+43 1 ${digits(rng, 3)} ${digits(rng, 4)}`,
    zip: (rng) => `1${pad(rng.int(1, 23), 2)}0`,
  },
  {
    place: "Zurich", placeUrl: "zurich", country: "Switzerland", countryCode: "CH",
    latitude: 47.3769, longitude: 8.5417, utcOffset: 1, priority: false, numberFirst: false,
    districts: [["Löwenbräu", 0.012, -0.01], ["Kreis 4", -0.003, -0.015], ["Seefeld", -0.01, 0.01]],
    streets: ["Limmatstrasse", "Rämistrasse", "Zeltweg", "Hardturmstrasse", "Dufourstrasse"],
    phone: (rng) => `+41 44 ${digits(rng, 3)} ${pad(rng.int(0, 99), 2)} ${pad(rng.int(0, 99), 2)}`,
    zip: (rng) => `80${pad(rng.int(1, 55), 2)}`,
  },
  {
    place: "Copenhagen", placeUrl: "copenhagen", country: "Denmark", countryCode: "DK",
    latitude: 55.6761, longitude: 12.5683, utcOffset: 1, priority: false, numberFirst: false,
    districts: [["Indre By", 0.003, 0.01], ["Vesterbro", -0.007, -0.02], ["Nordhavn", 0.03, 0.025]],
    streets: ["Bredgade", "Flæsketorvet", "Kronprinsessegade", "Gothersgade", "Halmtorvet"],
    phone: (rng) => `+45 ${pad(rng.int(32, 39), 2)} ${pad(rng.int(0, 99), 2)} ${pad(rng.int(0, 99), 2)} ${pad(rng.int(0, 99), 2)}`,
    zip: (rng) => `1${pad(rng.int(50, 799), 3)}`,
  },
  {
    place: "Stockholm", placeUrl: "stockholm", country: "Sweden", countryCode: "SE",
    latitude: 59.3293, longitude: 18.0686, utcOffset: 1, priority: false, numberFirst: false,
    districts: [["Östermalm", 0.007, 0.015], ["Södermalm", -0.012, 0.005], ["Vasastan", 0.013, -0.01]],
    streets: ["Hudiksvallsgatan", "Karlavägen", "Hornsgatan", "Strandvägen", "Birger Jarlsgatan"],
    phone: (rng) => `+46 8 ${digits(rng, 3)} ${digits(rng, 3)} ${pad(rng.int(0, 99), 2)}`,
    zip: (rng) => `1${pad(rng.int(11, 18), 2)} ${pad(rng.int(10, 99), 2)}`,
  },
  {
    place: "Tokyo", placeUrl: "tokyo", country: "Japan", countryCode: "JP",
    latitude: 35.6762, longitude: 139.6503, utcOffset: 9, priority: false, numberFirst: true,
    districts: [["Roppongi", -0.013, 0.08], ["Ginza", -0.005, 0.115], ["Omotesandō", -0.011, 0.06], ["Tennōzu", -0.055, 0.1]],
    streets: ["Roppongi 6-chome", "Ginza 5-chome", "Jingumae 5-chome", "Higashi-Shinagawa 2-chome", "Minami-Aoyama 3-chome"],
    phone: (rng) => `+81 3 ${digits(rng, 4)} ${digits(rng, 4)}`,
    zip: (rng) => `1${pad(rng.int(0, 69), 2)}-${pad(rng.int(0, 9999), 4)}`,
  },
  {
    place: "Seoul", placeUrl: "seoul", country: "South Korea", countryCode: "KR",
    latitude: 37.5665, longitude: 126.978, utcOffset: 9, priority: false, numberFirst: true,
    districts: [["Samcheong-dong", 0.015, 0.003], ["Hannam-dong", -0.03, 0.02], ["Cheongdam-dong", -0.04, 0.07]],
    streets: ["Samcheong-ro", "Itaewon-ro", "Dosan-daero", "Bukchon-ro", "Hannam-daero"],
    phone: (rng) => `+82 2 ${digits(rng, 4)} ${digits(rng, 4)}`,
    zip: (rng) => `0${pad(rng.int(3000, 6999), 4)}`,
  },
  {
    place: "São Paulo", placeUrl: "sao-paulo", country: "Brazil", countryCode: "BR",
    latitude: -23.5505, longitude: -46.6333, utcOffset: -3, priority: false, numberFirst: false,
    districts: [["Jardins", -0.015, -0.03], ["Vila Madalena", -0.006, -0.055], ["Barra Funda", 0.025, -0.03]],
    streets: ["Rua Estados Unidos", "Rua Fradique Coutinho", "Avenida Paulista", "Rua Barra Funda", "Rua Oscar Freire"],
    phone: (rng) => `+55 11 ${rng.int(2, 5)}${digits(rng, 3)} ${digits(rng, 4)}`,
    zip: (rng) => `0${pad(rng.int(1000, 5999), 4)}-${pad(rng.int(0, 999), 3)}`,
  },
  {
    place: "Sydney", placeUrl: "sydney", country: "Australia", countryCode: "AU",
    latitude: -33.8688, longitude: 151.2093, utcOffset: 10, priority: false, numberFirst: true,
    districts: [["Paddington", -0.015, 0.02], ["Redfern", -0.025, -0.005], ["The Rocks", 0.01, 0.0]],
    streets: ["Oxford Street", "Hargrave Street", "Regent Street", "George Street", "Danks Street"],
    phone: (rng) => `+61 2 5550 ${pad(rng.int(0, 9999), 4)}`,
    zip: (rng) => `20${pad(rng.int(0, 21), 2)}`,
  },
  {
    place: "Istanbul", placeUrl: "istanbul", country: "Turkey", countryCode: "TR",
    latitude: 41.0082, longitude: 28.9784, utcOffset: 3, priority: false, numberFirst: false,
    districts: [["Beyoğlu", 0.025, 0.0], ["Karaköy", 0.014, 0.0], ["Nişantaşı", 0.043, 0.015]],
    streets: ["İstiklal Caddesi", "Kemankeş Caddesi", "Meşrutiyet Caddesi", "Abdi İpekçi Caddesi"],
    phone: (rng) => `+90 212 ${digits(rng, 3)} ${pad(rng.int(0, 99), 2)} ${pad(rng.int(0, 99), 2)}`,
    zip: (rng) => `34${pad(rng.int(300, 440), 3)}`,
  },
];

/** Matches phone numbers of each country in the stored international format. */
export const PHONE_PATTERNS: Record<string, RegExp> = {
  US: /^\+1 \d{3} 555 01\d{2}$/,
  CA: /^\+1 \d{3} 555 01\d{2}$/,
  GB: /^\+44 20 7946 0\d{3}$/,
  DE: /^\+49 30 \d{4} \d{4}$/,
  FR: /^\+33 1 \d{2} \d{2} \d{2} \d{2}$/,
  IT: /^\+39 0[26] \d{4} \d{4}$/,
  CN: /^\+86 10 \d{4} \d{4}$/,
  HK: /^\+852 [23]\d{3} \d{4}$/,
  MX: /^\+52 55 \d{4} \d{4}$/,
  ES: /^\+34 9[13]\d \d{3} \d{3}$/,
  NL: /^\+31 20 \d{3} \d{4}$/,
  BE: /^\+32 2 \d{3} \d{2} \d{2}$/,
  AT: /^\+43 1 \d{3} \d{4}$/,
  CH: /^\+41 44 \d{3} \d{2} \d{2}$/,
  DK: /^\+45 3\d \d{2} \d{2} \d{2}$/,
  SE: /^\+46 8 \d{3} \d{3} \d{2}$/,
  JP: /^\+81 3 \d{4} \d{4}$/,
  KR: /^\+82 2 \d{4} \d{4}$/,
  BR: /^\+55 11 [2-5]\d{3} \d{4}$/,
  AU: /^\+61 2 5550 \d{4}$/,
  TR: /^\+90 212 \d{3} \d{2} \d{2}$/,
};
