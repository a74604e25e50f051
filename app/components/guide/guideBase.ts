/**
 * What every guide page's loader sends besides its list: cities for the navigation, today. (The
 * reader's myguide ids come once, from the guide layout's loader: MyguideProvider.)
 */
export interface GuideBase {
  today: string;
  baseUrl: string;
  places: { place: string; place_url: string; path: string; count: number; isPriority: boolean }[];
  signedIn: boolean;
}
