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
  /** Districts with their offset from the centre in degrees and real streets in them. */
  districts: readonly (readonly [name: string, dLat: number, dLon: number, streets: readonly string[]])[];
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
    districts: [["Chelsea", 0.016, -0.018, ["West 24th Street", "West 22nd Street", "West 20th Street", "Tenth Avenue"]], ["Lower East Side", -0.012, 0.0, ["Orchard Street", "Eldridge Street", "Rivington Street", "Ludlow Street"]], ["Tribeca", -0.012, -0.021, ["Walker Street", "Franklin Street", "White Street"]],
      ["Upper East Side", 0.04, 0.02, ["East 77th Street", "Madison Avenue", "East 64th Street"]], ["SoHo", -0.007, -0.012, ["Broome Street", "Grand Street", "Greene Street"]], ["Brooklyn", -0.04, 0.03, ["Wythe Avenue", "Bogart Street", "Water Street"]]],
    phone: northAmerican(["212", "646", "718", "917"]),
    zip: (rng) => `100${pad(rng.int(1, 38), 2)}`,
  },
  {
    place: "Los Angeles", placeUrl: "los-angeles", country: "United States", countryCode: "US",
    latitude: 34.0522, longitude: -118.2437, utcOffset: -8, priority: true, numberFirst: true,
    districts: [["Downtown", 0.0, 0.0, ["East 3rd Street", "South Santa Fe Avenue", "Mateo Street"]], ["Culver City", -0.03, -0.15, ["Washington Boulevard", "La Cienega Avenue", "Venice Boulevard"]], ["Hollywood", 0.046, -0.08, ["North Highland Avenue", "Santa Monica Boulevard", "North Seward Street"]],
      ["Boyle Heights", -0.005, 0.04, ["Mission Road", "South Anderson Street"]], ["West Hollywood", 0.038, -0.12, ["Melrose Avenue", "North Robertson Boulevard", "Santa Monica Boulevard"]]],
    phone: northAmerican(["213", "310", "323", "424"]),
    zip: (rng) => `900${pad(rng.int(12, 69), 2)}`,
  },
  {
    place: "London", placeUrl: "london", country: "United Kingdom", countryCode: "GB",
    latitude: 51.5074, longitude: -0.1278, utcOffset: 0, priority: true, numberFirst: true,
    districts: [["Mayfair", 0.003, -0.017, ["Cork Street", "Dover Street", "Savile Row", "Old Bond Street"]], ["Shoreditch", 0.018, 0.05, ["Kingsland Road", "Vyner Street", "Redchurch Street"]], ["Bermondsey", -0.009, 0.06, ["Bermondsey Street", "Tower Bridge Road"]],
      ["Fitzrovia", 0.011, -0.01, ["Hanway Street", "Berners Street", "Riding House Street"]], ["South Kensington", -0.013, -0.05, ["Exhibition Road", "Thurloe Place"]]],
    phone: (rng) => `+44 20 7946 0${pad(rng.int(0, 999), 3)}`,
    zip: (rng) => `${rng.pick(["W1S", "W1J", "E2", "SE1", "W1T", "SW7", "EC2A", "N1"])} ${rng.int(1, 9)}${rng.pick(["AB", "DX", "HL", "NQ", "RT", "LS", "BW"])}`,
  },
  {
    place: "Berlin", placeUrl: "berlin", country: "Germany", countryCode: "DE",
    latitude: 52.52, longitude: 13.405, utcOffset: 1, priority: true, numberFirst: false,
    districts: [["Mitte", 0.005, -0.005, ["Auguststraße", "Linienstraße", "Torstraße", "Brunnenstraße"]], ["Kreuzberg", -0.025, 0.02, ["Lindenstraße", "Oranienstraße", "Alte Jakobstraße"]], ["Schöneberg", -0.03, -0.05, ["Potsdamer Straße", "Kurfürstenstraße", "Schöneberger Ufer"]],
      ["Charlottenburg", -0.01, -0.1, ["Kantstraße", "Fasanenstraße"]], ["Neukölln", -0.045, 0.03, ["Weserstraße", "Karl-Marx-Straße"]]],
    phone: (rng) => `+49 30 ${digits(rng, 4)} ${digits(rng, 4)}`,
    zip: (rng) => `10${pad(rng.int(115, 999), 3)}`,
  },
  {
    place: "Paris", placeUrl: "paris", country: "France", countryCode: "FR",
    latitude: 48.8566, longitude: 2.3522, utcOffset: 1, priority: true, numberFirst: true,
    districts: [["Le Marais", 0.003, 0.008, ["rue Vieille-du-Temple", "rue de Turenne", "rue Debelleyme", "rue Saint-Claude", "rue Chapon"]], ["Saint-Germain-des-Prés", -0.003, -0.018, ["rue de Seine", "rue des Beaux-Arts", "rue Jacob"]], ["Belleville", 0.015, 0.03, ["rue de Belleville", "rue Ramponeau"]],
      ["Romainville", 0.03, 0.06, ["rue des Ateliers", "avenue Paul Vaillant-Couturier"]], ["Faubourg Saint-Honoré", 0.013, -0.04, ["rue du Faubourg Saint-Honoré", "avenue Matignon"]]],
    phone: (rng) => `+33 1 ${pad(rng.int(40, 59), 2)} ${pad(rng.int(0, 99), 2)} ${pad(rng.int(0, 99), 2)} ${pad(rng.int(0, 99), 2)}`,
    zip: (rng) => `750${pad(rng.int(1, 20), 2)}`,
  },
  {
    place: "Milan", placeUrl: "milan", country: "Italy", countryCode: "IT",
    latitude: 45.4642, longitude: 9.19, utcOffset: 1, priority: true, numberFirst: false,
    districts: [["Brera", 0.008, -0.003, ["Via Brera", "Via Solferino", "Via Fiori Chiari"]], ["Porta Venezia", 0.01, 0.015, ["Corso Venezia", "Via Palestro"]], ["Tortona", -0.012, -0.022, ["Via Tortona", "Via Ventura", "Via Savona"]],
      ["Lambrate", 0.02, 0.05, ["Via Lambro", "Via Conte Rosso"]], ["Isola", 0.022, 0.0, ["Via Carlo Farini", "Via Pastrengo"]]],
    phone: (rng) => `+39 02 ${digits(rng, 4)} ${digits(rng, 4)}`,
    zip: (rng) => `201${pad(rng.int(21, 62), 2)}`,
  },
  {
    place: "Beijing", placeUrl: "beijing", country: "China", countryCode: "CN",
    latitude: 39.9042, longitude: 116.4074, utcOffset: 8, priority: true, numberFirst: true,
    districts: [["798 Art District", 0.08, 0.09, ["Jiuxianqiao Road", "Jiuxianqiao North Road", "Qixing East Street"]], ["Caochangdi", 0.09, 0.1, ["Caochangdi Village", "Caochangdi Road"]], ["Dongcheng", 0.01, 0.01, ["Dongzhimen Inner Street", "Wusi Street"]],
      ["Chaoyang", 0.02, 0.05, ["Gongti North Road", "Sanlitun Road"]]],
    phone: (rng) => `+86 10 ${digits(rng, 4)} ${digits(rng, 4)}`,
    zip: (rng) => `100${pad(rng.int(0, 99) * 10, 3)}`,
  },
  {
    place: "Hong Kong", placeUrl: "hong-kong", country: "China", countryCode: "HK",
    latitude: 22.2819, longitude: 114.1589, utcOffset: 8, priority: true, numberFirst: true,
    districts: [["Central", 0.0, 0.0, ["Pedder Street", "Queen's Road Central", "Duddell Street"]], ["Wong Chuk Hang", -0.03, 0.03, ["Wong Chuk Hang Road", "Heung Yip Road"]], ["Sheung Wan", 0.004, -0.01, ["Hollywood Road", "Aberdeen Street"]],
      ["West Kowloon", 0.022, -0.0, ["Museum Drive", "Austin Road West"]]],
    phone: (rng) => `+852 ${rng.pick(["2", "3"])}${digits(rng, 3)} ${digits(rng, 4)}`,
    zip: () => "",
  },
  {
    place: "Mexico City", placeUrl: "mexico-city", country: "Mexico", countryCode: "MX",
    latitude: 19.4326, longitude: -99.1332, utcOffset: -6, priority: true, numberFirst: false,
    districts: [["Roma Norte", -0.014, -0.03, ["Calle Colima", "Avenida Álvaro Obregón", "Calle Córdoba"]], ["Condesa", -0.02, -0.04, ["Calle Durango", "Avenida Amsterdam"]], ["San Miguel Chapultepec", -0.018, -0.055, ["Calle Gobernador Rafael Rebollar", "Calle General Francisco Ramírez"]],
      ["Polanco", 0.0, -0.06, ["Avenida Presidente Masaryk", "Calle Anatole France"]], ["Centro Histórico", 0.0, 0.0, ["Calle República de Guatemala", "Calle Moneda"]]],
    phone: (rng) => `+52 55 ${digits(rng, 4)} ${digits(rng, 4)}`,
    zip: (rng) => `0${pad(rng.int(6000, 6900), 4)}`,
  },
  {
    place: "Chicago", placeUrl: "chicago", country: "United States", countryCode: "US",
    latitude: 41.8781, longitude: -87.6298, utcOffset: -6, priority: false, numberFirst: true,
    districts: [["West Loop", 0.005, -0.02, ["West Lake Street", "West Fulton Market", "North Morgan Street"]], ["River North", 0.012, -0.005, ["North Wells Street", "West Superior Street"]], ["Pilsen", -0.02, -0.03, ["South Halsted Street", "West 18th Street"]]],
    phone: northAmerican(["312", "773", "872"]),
    zip: (rng) => `606${pad(rng.int(1, 61), 2)}`,
  },
  {
    place: "San Francisco", placeUrl: "san-francisco", country: "United States", countryCode: "US",
    latitude: 37.7749, longitude: -122.4194, utcOffset: -8, priority: false, numberFirst: true,
    districts: [["Mission", -0.015, 0.0, ["Valencia Street", "Mission Street"]], ["SoMa", 0.004, 0.02, ["Third Street", "Minna Street"]], ["Dogpatch", -0.016, 0.03, ["Minnesota Street", "Indiana Street"]]],
    phone: northAmerican(["415", "628"]),
    zip: (rng) => `941${pad(rng.int(2, 34), 2)}`,
  },
  {
    place: "Toronto", placeUrl: "toronto", country: "Canada", countryCode: "CA",
    latitude: 43.6532, longitude: -79.3832, utcOffset: -5, priority: false, numberFirst: true,
    districts: [["Queen West", -0.004, -0.03, ["Queen Street West", "Ossington Avenue", "Dundas Street West"]], ["Junction Triangle", 0.012, -0.07, ["Sterling Road", "Wallace Avenue"]], ["Yorkville", 0.018, 0.0, ["Yorkville Avenue", "Hazelton Avenue"]]],
    phone: northAmerican(["416", "647"]),
    zip: (rng) => `M${rng.int(4, 6)}${rng.pick(["V", "J", "R", "K"])} ${rng.int(1, 9)}${rng.pick(["A", "E", "H", "T"])}${rng.int(1, 9)}`,
  },
  {
    place: "Montreal", placeUrl: "montreal", country: "Canada", countryCode: "CA",
    latitude: 45.5019, longitude: -73.5674, utcOffset: -5, priority: false, numberFirst: true,
    districts: [["Mile End", 0.02, -0.03, ["rue Saint-Viateur Ouest", "boulevard Saint-Laurent"]], ["Old Montreal", -0.01, 0.01, ["rue Saint-Paul Ouest", "rue Notre-Dame Ouest"]], ["Saint-Henri", -0.02, -0.03, ["rue Notre-Dame Ouest", "rue Saint-Ambroise"]]],
    phone: northAmerican(["514", "438"]),
    zip: (rng) => `H${rng.int(2, 4)}${rng.pick(["T", "X", "C", "V"])} ${rng.int(1, 9)}${rng.pick(["A", "B", "K", "W"])}${rng.int(1, 9)}`,
  },
  {
    place: "Madrid", placeUrl: "madrid", country: "Spain", countryCode: "ES",
    latitude: 40.4168, longitude: -3.7038, utcOffset: 1, priority: false, numberFirst: false,
    districts: [["Salesas", 0.007, 0.0, ["Calle del Almirante", "Calle de Orellana", "Calle de Zurbano"]], ["Lavapiés", -0.008, 0.0, ["Calle del Doctor Fourquet", "Calle de Argumosa"]], ["Chamberí", 0.015, -0.005, ["Calle de Zurbano", "Calle de Fernández de la Hoz"]]],
    phone: (rng) => `+34 91${rng.int(0, 9)} ${digits(rng, 3)} ${digits(rng, 3)}`,
    zip: (rng) => `280${pad(rng.int(1, 50), 2)}`,
  },
  {
    place: "Barcelona", placeUrl: "barcelona", country: "Spain", countryCode: "ES",
    latitude: 41.3874, longitude: 2.1686, utcOffset: 1, priority: false, numberFirst: false,
    districts: [["El Raval", -0.006, -0.0, ["Carrer de Joaquín Costa", "Carrer del Doctor Dou"]], ["Eixample", 0.008, -0.005, ["Carrer del Consell de Cent", "Passeig de Gràcia"]], ["Poblenou", 0.015, 0.03, ["Carrer de Pujades", "Carrer de Pallars"]]],
    phone: (rng) => `+34 93${rng.int(0, 9)} ${digits(rng, 3)} ${digits(rng, 3)}`,
    zip: (rng) => `080${pad(rng.int(1, 42), 2)}`,
  },
  {
    place: "Rome", placeUrl: "rome", country: "Italy", countryCode: "IT",
    latitude: 41.9028, longitude: 12.4964, utcOffset: 1, priority: false, numberFirst: false,
    districts: [["Tridente", 0.008, -0.018, ["Via Margutta", "Via del Babuino", "Via Francesco Crispi"]], ["Trastevere", -0.013, -0.025, ["Via della Lungara", "Via della Scala"]], ["Testaccio", -0.025, -0.02, ["Via Giovanni Branca", "Via Marmorata"]]],
    phone: (rng) => `+39 06 ${digits(rng, 4)} ${digits(rng, 4)}`,
    zip: (rng) => `001${pad(rng.int(0, 99), 2)}`,
  },
  {
    place: "Amsterdam", placeUrl: "amsterdam", country: "Netherlands", countryCode: "NL",
    latitude: 52.3676, longitude: 4.9041, utcOffset: 1, priority: false, numberFirst: false,
    districts: [["Jordaan", 0.005, -0.018, ["Rozengracht", "Lauriergracht", "Elandsgracht", "Prinsengracht"]], ["De Pijp", -0.013, 0.0, ["Ferdinand Bolstraat", "Albert Cuypstraat"]], ["Museumkwartier", -0.01, -0.017, ["Van Baerlestraat", "Paulus Potterstraat"]]],
    phone: (rng) => `+31 20 ${digits(rng, 3)} ${digits(rng, 4)}`,
    zip: (rng) => `10${pad(rng.int(11, 99), 2)} ${rng.pick(["AB", "BT", "GH", "LR", "NX", "PZ"])}`,
  },
  {
    place: "Brussels", placeUrl: "brussels", country: "Belgium", countryCode: "BE",
    latitude: 50.8503, longitude: 4.3517, utcOffset: 1, priority: false, numberFirst: false,
    districts: [["Ixelles", -0.02, 0.01, ["Avenue Louise", "Rue du Mail"]], ["Saint-Gilles", -0.018, -0.006, ["Chaussée de Charleroi", "Rue de Livourne"]], ["Dansaert", 0.002, -0.006, ["Rue Antoine Dansaert", "Rue de la Régence"]]],
    phone: (rng) => `+32 2 ${digits(rng, 3)} ${pad(rng.int(0, 99), 2)} ${pad(rng.int(0, 99), 2)}`,
    zip: (rng) => rng.pick(["1000", "1050", "1060", "1180"]),
  },
  {
    place: "Vienna", placeUrl: "vienna", country: "Austria", countryCode: "AT",
    latitude: 48.2082, longitude: 16.3738, utcOffset: 1, priority: false, numberFirst: false,
    districts: [["Innere Stadt", 0.0, 0.0, ["Seilerstätte", "Grünangergasse", "Eschenbachgasse"]], ["Leopoldstadt", 0.01, 0.015, ["Praterstraße", "Zirkusgasse"]], ["Mariahilf", -0.008, -0.02, ["Schleifmühlgasse", "Gumpendorfer Straße"]]],
    phone: (rng) => `+43 1 ${digits(rng, 3)} ${digits(rng, 4)}`,
    zip: (rng) => `1${pad(rng.int(1, 23), 2)}0`,
  },
  {
    place: "Zurich", placeUrl: "zurich", country: "Switzerland", countryCode: "CH",
    latitude: 47.3769, longitude: 8.5417, utcOffset: 1, priority: false, numberFirst: false,
    districts: [["Löwenbräu", 0.012, -0.01, ["Limmatstrasse", "Hardturmstrasse"]], ["Kreis 4", -0.003, -0.015, ["Zeltweg", "Dienerstrasse"]], ["Seefeld", -0.01, 0.01, ["Dufourstrasse", "Rämistrasse"]]],
    phone: (rng) => `+41 44 ${digits(rng, 3)} ${pad(rng.int(0, 99), 2)} ${pad(rng.int(0, 99), 2)}`,
    zip: (rng) => `80${pad(rng.int(1, 55), 2)}`,
  },
  {
    place: "Copenhagen", placeUrl: "copenhagen", country: "Denmark", countryCode: "DK",
    latitude: 55.6761, longitude: 12.5683, utcOffset: 1, priority: false, numberFirst: false,
    districts: [["Indre By", 0.003, 0.01, ["Bredgade", "Gothersgade", "Kronprinsessegade"]], ["Vesterbro", -0.007, -0.02, ["Flæsketorvet", "Halmtorvet"]], ["Nordhavn", 0.03, 0.025, ["Helsinkigade", "Göteborg Plads"]]],
    phone: (rng) => `+45 ${pad(rng.int(32, 39), 2)} ${pad(rng.int(0, 99), 2)} ${pad(rng.int(0, 99), 2)} ${pad(rng.int(0, 99), 2)}`,
    zip: (rng) => `1${pad(rng.int(50, 799), 3)}`,
  },
  {
    place: "Stockholm", placeUrl: "stockholm", country: "Sweden", countryCode: "SE",
    latitude: 59.3293, longitude: 18.0686, utcOffset: 1, priority: false, numberFirst: false,
    districts: [["Östermalm", 0.007, 0.015, ["Karlavägen", "Strandvägen", "Birger Jarlsgatan"]], ["Södermalm", -0.012, 0.005, ["Hornsgatan", "Götgatan"]], ["Vasastan", 0.013, -0.01, ["Hudiksvallsgatan", "Odengatan"]]],
    phone: (rng) => `+46 8 ${digits(rng, 3)} ${digits(rng, 3)} ${pad(rng.int(0, 99), 2)}`,
    zip: (rng) => `1${pad(rng.int(11, 18), 2)} ${pad(rng.int(10, 99), 2)}`,
  },
  {
    place: "Tokyo", placeUrl: "tokyo", country: "Japan", countryCode: "JP",
    latitude: 35.6762, longitude: 139.6503, utcOffset: 9, priority: false, numberFirst: true,
    districts: [["Roppongi", -0.013, 0.08, ["Roppongi 6-chome", "Roppongi 7-chome"]], ["Ginza", -0.005, 0.115, ["Ginza 5-chome", "Ginza 8-chome"]], ["Omotesandō", -0.011, 0.06, ["Jingumae 5-chome", "Minami-Aoyama 3-chome"]], ["Tennōzu", -0.055, 0.1, ["Higashi-Shinagawa 2-chome"]]],
    phone: (rng) => `+81 3 ${digits(rng, 4)} ${digits(rng, 4)}`,
    zip: (rng) => `1${pad(rng.int(0, 69), 2)}-${pad(rng.int(0, 9999), 4)}`,
  },
  {
    place: "Seoul", placeUrl: "seoul", country: "South Korea", countryCode: "KR",
    latitude: 37.5665, longitude: 126.978, utcOffset: 9, priority: false, numberFirst: true,
    districts: [["Samcheong-dong", 0.015, 0.003, ["Samcheong-ro", "Bukchon-ro"]], ["Hannam-dong", -0.03, 0.02, ["Itaewon-ro", "Hannam-daero"]], ["Cheongdam-dong", -0.04, 0.07, ["Dosan-daero", "Apgujeong-ro"]]],
    phone: (rng) => `+82 2 ${digits(rng, 4)} ${digits(rng, 4)}`,
    zip: (rng) => `0${pad(rng.int(3000, 6999), 4)}`,
  },
  {
    place: "São Paulo", placeUrl: "sao-paulo", country: "Brazil", countryCode: "BR",
    latitude: -23.5505, longitude: -46.6333, utcOffset: -3, priority: false, numberFirst: false,
    districts: [["Jardins", -0.015, -0.03, ["Rua Estados Unidos", "Rua Oscar Freire", "Avenida Paulista"]], ["Vila Madalena", -0.006, -0.055, ["Rua Fradique Coutinho", "Rua Harmonia"]], ["Barra Funda", 0.025, -0.03, ["Rua Barra Funda", "Rua Brigadeiro Galvão"]]],
    phone: (rng) => `+55 11 ${rng.int(2, 5)}${digits(rng, 3)} ${digits(rng, 4)}`,
    zip: (rng) => `0${pad(rng.int(1000, 5999), 4)}-${pad(rng.int(0, 999), 3)}`,
  },
  {
    place: "Sydney", placeUrl: "sydney", country: "Australia", countryCode: "AU",
    latitude: -33.8688, longitude: 151.2093, utcOffset: 10, priority: false, numberFirst: true,
    districts: [["Paddington", -0.015, 0.02, ["Oxford Street", "Hargrave Street"]], ["Redfern", -0.025, -0.005, ["Regent Street", "Danks Street"]], ["The Rocks", 0.01, 0.0, ["George Street", "Argyle Street"]]],
    phone: (rng) => `+61 2 5550 ${pad(rng.int(0, 9999), 4)}`,
    zip: (rng) => `20${pad(rng.int(0, 21), 2)}`,
  },
  {
    place: "Istanbul", placeUrl: "istanbul", country: "Turkey", countryCode: "TR",
    latitude: 41.0082, longitude: 28.9784, utcOffset: 3, priority: false, numberFirst: false,
    districts: [["Beyoğlu", 0.025, 0.0, ["İstiklal Caddesi", "Meşrutiyet Caddesi"]], ["Karaköy", 0.014, 0.0, ["Kemankeş Caddesi", "Necatibey Caddesi"]], ["Nişantaşı", 0.043, 0.015, ["Abdi İpekçi Caddesi", "Teşvikiye Caddesi"]]],
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
