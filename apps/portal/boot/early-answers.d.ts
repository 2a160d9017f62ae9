export declare const earlyAnswersScript: string;
export declare const LOGIN_MODULES_META: string;
export declare const CATALOGS_META: string;
