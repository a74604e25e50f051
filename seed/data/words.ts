// Word banks for composing believable art-world copy. Every person, gallery
// and work here is fictional; the movements, media and institutions' kinds are real.

export const FIRST_NAMES = [
  "Ada", "Adrian", "Agnes", "Aiko", "Alba", "Alejandro", "Amara", "Anders", "Andrea", "Anouk", "Arturo",
  "Astrid", "Aurelio", "Ayasha", "Beatriz", "Benedikt", "Bettina", "Camille", "Carmen", "Cato", "Cecilia",
  "Chiara", "Chen", "Clément", "Cosima", "Dalia", "Daniel", "Delphine", "Dmitri", "Dora", "Eero", "Elif",
  "Elena", "Eliot", "Emeka", "Esther", "Fabian", "Farah", "Felix", "Fernanda", "Frida", "Gabriel", "Greta",
  "Guillermo", "Hana", "Hannes", "Harriet", "Helene", "Hiroshi", "Ines", "Ingrid", "Isaac", "Isidora",
  "Jae-won", "Jamal", "Jana", "Jasper", "Joana", "Jonas", "Julian", "Kaito", "Kamala", "Karin", "Kwame",
  "Lale", "Laszlo", "Leila", "Leonor", "Li", "Lorenzo", "Lucía", "Ludovica", "Maeve", "Malik", "Marguerite",
  "Marisol", "Mateo", "Mei", "Mira", "Moritz", "Nadia", "Naomi", "Nikolai", "Nils", "Noor", "Odile", "Olu",
  "Oscar", "Paloma", "Pia", "Quentin", "Rafael", "Rania", "Renata", "Rosa", "Ruth", "Sadie", "Samir",
  "Saskia", "Sebastián", "Seo-yeon", "Sigrid", "Simone", "Sofía", "Tamsin", "Tariq", "Teodor", "Thea",
  "Tomás", "Ulla", "Valentina", "Vera", "Wen", "Wolfgang", "Xiomara", "Yara", "Yusuf", "Zadie", "Zofia",
] as const;

export const LAST_NAMES = [
  "Abara", "Achterberg", "Adeyemi", "Albers", "Alvarado", "Andersen", "Arakawa", "Ashby", "Baptiste",
  "Barros", "Bellamy", "Bergström", "Bianchi", "Blackwood", "Bonnard", "Brandt", "Caldera", "Castellanos",
  "Chaudhry", "Cho", "Colombo", "Cortázar", "Dahl", "Delacroix", "Demir", "Dubois", "Eberhardt", "Echeverría",
  "Falk", "Ferrante", "Fischer", "Fontaine", "Fujita", "Gallo", "Garnier", "Grünewald", "Gutiérrez", "Halvorsen",
  "Haddad", "Hartmann", "Holloway", "Ibarra", "Ishikawa", "Jaramillo", "Jensen", "Kahlberg", "Kang", "Keller",
  "Kowalski", "Kuroda", "Lambert", "Laurent", "Lindqvist", "Lombardi", "Lund", "Marchetti", "Mbeki", "Mendoza",
  "Meyer", "Moreau", "Morales", "Nakamura", "Navarro", "Nielsen", "Novak", "Okafor", "Oliveira", "Ortega",
  "Osei", "Park", "Pellegrini", "Petrov", "Quintero", "Ramírez", "Reyes", "Richter", "Rinaldi", "Rossi",
  "Saarinen", "Salgado", "Schäfer", "Serrano", "Shapiro", "Silva", "Solberg", "Sorensen", "Takahashi",
  "Tanaka", "Thorne", "Torres", "Valdés", "Vance", "Vasquez", "Verhoeven", "Voss", "Wagner", "Wainwright",
  "Weiss", "Whitcombe", "Wojcik", "Xu", "Yilmaz", "Yoon", "Zamora", "Zhang", "Zimmermann",
] as const;

export const MOVEMENTS = [
  "Minimalism", "Arte Povera", "Fluxus", "Pop", "Conceptual art", "Neo-Concretism", "Mono-ha", "Gutai",
  "Land art", "Pictures Generation", "Post-Minimalism", "Op art", "Abstract Expressionism", "Zero",
  "Light and Space", "Institutional Critique", "Feminist art", "Surrealism", "Constructivism", "Kinetic art",
] as const;

export const MEDIA = [
  "oil on linen", "acrylic on canvas", "gouache on paper", "graphite on paper", "glazed stoneware",
  "cast bronze", "hand-blown glass", "woven wool", "single-channel video", "16-mm film", "inkjet print",
  "gelatin silver print", "found textiles", "steel and neon", "beeswax and pigment", "watercolor",
  "charcoal", "cyanotype", "marble", "aluminum", "sound installation", "performance", "tapestry",
] as const;

export const MATERIAL_NOUNS = [
  "paintings", "drawings", "sculptures", "photographs", "films", "works on paper", "installations",
  "prints", "ceramics", "textiles", "collages", "videos",
] as const;

export const TITLE_ADJECTIVES = [
  "Soft", "Quiet", "Borrowed", "Slow", "Restless", "Hollow", "Tender", "Distant", "Luminous", "Broken",
  "Parallel", "Second", "Common", "Unfinished", "Inner", "Late", "Open", "Salt", "Paper", "Weather",
] as const;

export const TITLE_NOUNS = [
  "Light", "Machines", "Gravity", "Harbor", "Rooms", "Ground", "Fields", "Weather", "Chorus", "Tides",
  "Archive", "Mirror", "Garden", "Threshold", "Interval", "Hours", "Margins", "Houses", "Rivers", "Signals",
  "Bodies", "Gestures", "Echoes", "Terrain", "Vessels", "Constellations", "Grammar", "Fever", "Orbit",
] as const;

export const TITLE_PATTERNS = [
  (a: string, n: string, m: string) => `${a} ${n}`,
  (a: string, n: string) => `The ${a} ${n}`,
  (_a: string, n: string, m: string) => `${n} and ${m}`,
  (a: string, n: string) => `Notes on ${a} ${n}`,
  (_a: string, n: string) => `After the ${n}`,
  (a: string, n: string) => `${a} ${n}, ${a === "Slow" ? "Again" : "Slowly"}`,
  (_a: string, n: string, m: string) => `A ${n.toLowerCase().replace(/s$/, "")} for ${m.toLowerCase()}`,
  (a: string, _n: string, m: string) => `${m} (${a})`,
  (_a: string, n: string) => `What the ${n} Remember`,
  (a: string, n: string) => `${a} Days, ${n}`,
] as const;

export const VERBS = [
  "reconsiders", "unpicks", "stages", "interrogates", "maps", "reimagines", "slows down", "archives",
  "tests", "translates", "folds together", "sets in motion", "documents", "reorders", "dismantles",
] as const;

export const SUBJECTS = [
  "the domestic interior", "labor and leisure", "the afterlife of modernist architecture", "migration",
  "the grammar of abstraction", "ecological grief", "the body in public space", "the archive as material",
  "inherited craft traditions", "the speed of images", "memory and place", "ritual and repetition",
  "the politics of care", "industrial ruins", "the color of water", "cinema's vanishing formats",
  "the weight of family histories", "the language of advertising", "light as a building material",
] as const;

export const QUALITIES = [
  "patient", "uncanny", "rigorous", "generous", "unsettling", "exacting", "playful", "austere",
  "lush", "wry", "elegiac", "buoyant", "forensic", "intimate", "sprawling", "taut",
] as const;

export const PRIZES = [
  "the Hallstrom Prize", "the Meridian Award", "the Nordlicht Fellowship", "the Castellan Prize for Painting",
  "the Ostrava Biennial Golden Lion", "the Whitcombe Medal", "the Aurora Commission",
] as const;

export const AUCTION_HOUSES = ["Ashby & Vance", "Marchetti Brothers", "Halvorsen's", "Lindqvist Auctions", "Dubois Frères"] as const;

export const INSTITUTION_PATTERNS = [
  (city: string) => `Museum of Contemporary Art ${city}`,
  (city: string) => `${city} Kunsthalle`,
  (city: string) => `The ${city} Art Foundation`,
  (_city: string, name: string) => `${name} Museum`,
  (city: string) => `${city} Center for Photography`,
  (_city: string, name: string) => `Fondation ${name}`,
  (city: string) => `Institute of Contemporary Art, ${city}`,
  (_city: string, name: string) => `${name} Collection`,
] as const;

export const GALLERY_PATTERNS = [
  (a: string, b: string) => `${a} ${b} Gallery`,
  (a: string) => `Galerie ${a}`,
  (a: string, b: string) => `${a} & ${b}`,
  (a: string) => `${a} Projects`,
  (a: string) => `${a} Contemporary`,
  (a: string, b: string) => `${a} ${b}`,
  (a: string) => `Studio ${a}`,
  (a: string) => `${a} Fine Art`,
] as const;

export const FAIR_NAMES = [
  "Meridian Art Fair", "Paper Positions", "Independent Editions", "Nord Fair", "Atlas Art Week",
  "Contemporary Drawing Fair", "Photo Harbor", "Salon of the New", "Sculpture Weekend",
] as const;

export const EVENT_NAMES = [
  "Gallery Night", "Open Studios", "Performance Weekend", "Film Night", "Artist Talk", "Book Launch",
  "Listening Session", "Symposium", "Late Opening",
] as const;

export const PROFESSIONS = ["artist", "curator", "composer", "filmmaker", "writer", "choreographer", "architect", "designer"] as const;

export const TOP_TEN_THINGS = [
  "a late-night screening of a restored silent film", "the sound of rain in an empty parking garage",
  "a secondhand monograph with someone else's notes in the margins", "the ceramics room of a provincial museum",
  "a pirate radio station that plays only field recordings", "an outdoor swimming pool in November",
  "a choreographer's rehearsal notebooks", "the blue of a municipal bus shelter", "a reissued free-jazz record",
  "a small painting hung far too high", "a novel read aloud over three nights", "a public sculpture everyone ignores",
  "a botanical garden's cactus house", "a concert held in a disused church", "the last reel of a documentary",
  "a hand-bound zine about bridges", "the weekly flea market at dawn", "an exhibition catalogue designed like a timetable",
  "an overgrown modernist housing estate", "a poet's reading in a laundromat",
] as const;

/** News items as [headline, lead sentence] for a person, institution, prize, auction house and city. */
/** Short first-person notes for top ten entries. */
export const TOP_TEN_NOTES = [
  "I went back three times in one week and noticed something new on every visit.",
  "It reminded me that paying attention is its own kind of care.",
  "Nothing else this year felt quite so generous.",
  "I can't stop thinking about how little it needed to say.",
  "A friend took me without explaining why; now I understand.",
  "It made the city feel briefly unfamiliar, which is the best thing art can do.",
  "Every detail seemed considered, and nothing felt precious.",
  "I left with more questions than I came in with, and that was the point.",
  "It was funny, sad and completely unguarded.",
  "There is no better argument for slowing down.",
  "I keep recommending it to people who say they don't like art.",
  "It changed how I hear the room I work in.",
] as const;

export const NEWS_TEMPLATES: readonly ((p: string, inst: string, prize: string, house: string, city: string) => readonly [string, string])[] = [
  (p, inst) => [`${inst} Names ${p} Director`, `${inst} has appointed ${p} as its next director, the institution announced.`],
  (p, _i, prize) => [`${p} Wins ${prize.replace(/^the /, "")}`, `${p} has been awarded ${prize}, the jury said in a statement.`],
  (p, inst) => [`${p} Retrospective Heads to ${inst}`, `A survey of ${p}'s five decades of work will open at ${inst} next year.`],
  (p, _i, _pr, house) => [`Record Set for ${p} at ${house} Evening Sale`, `A painting by ${p} sold for a record price at ${house} on Thursday evening.`],
  (_p, inst, _pr, _h, city) => [`${inst} Announces Free Admission for Residents`, `Residents of ${city} will no longer pay to visit ${inst}, starting next month.`],
  (p, inst) => [`${inst} Acquires Major Work by ${p}`, `${inst} has added a major installation by ${p} to its permanent collection.`],
  (_p, inst) => [`Workers at ${inst} Vote to Unionize`, `Staff at ${inst} voted by a wide margin to form a union on Wednesday.`],
  (p) => [`${p} to Represent Country at Next Biennial`, `${p} has been selected to represent the country at the next edition of the biennial.`],
  (_p, inst, _pr, _h, city) => [`${inst} Unveils Plans for New Wing`, `${inst} has released designs for a new wing that would double its gallery space in ${city}.`],
  (p, inst) => [`${p} Resigns from ${inst} Board`, `${p} stepped down from the board of ${inst} this week, citing disagreements over the museum's direction.`],
  (p, _i, _pr, _h, city) => [`${p.split(" ").pop()} Gallery Closes After Twenty Years`, `The ${city} gallery founded by ${p} will close at the end of the season.`],
  (p, _i, prize) => [`${prize.replace(/^the /, "")} Shortlist Includes ${p}`, `${p} is among four artists shortlisted for ${prize}, announced Tuesday.`],
];

export const VIDEO_TAGS: readonly (readonly [slug: string, label: string])[] = [
  ["artists", "Artists"], ["exhibitions", "Exhibitions"], ["performance", "Performance"],
  ["interviews", "Interviews"], ["studio-visits", "Studio Visits"], ["film", "Film"],
];

export const SPONSORS = ["Meridian Art Fair", "Halvorsen's", "Ashby & Vance", "Atlas Art Week", "Nord Fair", "Photo Harbor"] as const;

export const PRINT_SECTIONS = ["Features", "Reviews", "Columns", "Previews", "Interviews", "Books"] as const;
