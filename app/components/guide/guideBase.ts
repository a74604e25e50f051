/** What every guide page's loader sends besides its list: cities for the navigation, myguide ids, today. */
export interface GuideBase {
  today: string;
  baseUrl: string;
  places: { place: string; place_url: string; path: string; count: number; isPriority: boolean }[];
  /** The reader's myguide, newest first; null for a visitor. */
  myguideIds: number[] | null;
  signedIn: boolean;
}
