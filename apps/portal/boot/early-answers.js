// Plain JavaScript on purpose: the portal's Vite config reads it while Vite loads the config.

/**
 * Runs in the page's head, before the app's code has arrived: asks for the system settings, which
 * the first screen waits for (app name, menus, the guard's set-up rule), so their round trip
 * overlaps the download of the code. The api-client takes the answer for its first GET of the same
 * address (`__portalEarly`), with the same headers it would send itself. On a login address with
 * nobody signed in, it also preloads the sign-in screen's modules (listed in a meta tag), and on
 * every page the catalogs the first render waits for, in the language the portal will choose
 * (the stored one, else the first of the browser's it speaks, else English).
 */
export const earlyAnswersScript = `(function(){try{var p="/api/system/settings",h={"X-Requested-With":"XMLHttpRequest","Accept":"application/json"},m=document.querySelector('meta[name="csrf-token"]'),t=null;if(m&&m.content)h["X-CSRF-TOKEN"]=m.content;try{t=JSON.parse(localStorage.getItem("token")||"null")}catch(e){}if(typeof t==="string"&&t)h.Authorization="Bearer "+t;else t=null;var a=fetch(p,{headers:h,credentials:"same-origin"});a.catch(function(){});window.__portalEarly={};window.__portalEarly[p]=a;var l=document.querySelector('meta[name="portal-login-modules"]'),q=location.pathname;if(q.charAt(q.length-1)==="/")q=q.slice(0,-1);if(!t&&l&&q.slice(-6)==="/login")l.content.split(" ").forEach(r);var c=document.querySelector('meta[name="portal-catalogs"]'),g=null;if(c){try{g=localStorage.getItem("language")}catch(e){var w=document.cookie.match(/(?:^|; )language=([^;]*)/);g=w&&decodeURIComponent(w[1])}if(g==="en-XA")g="en";if(g!=="en"&&g!=="de"){g=null;var n=navigator.languages||[navigator.language];for(var i=0;i<n.length&&!g;i++){var b=String(n[i]).toLowerCase().split("-")[0];if(b==="en"||b==="de")g=b}}g=g||"en";c.content.split(";").forEach(function(x){var y=x.split("=");if(y[0]===g)(y[1]||"").split(" ").forEach(r)})}}catch(e){}function r(u){if(!u)return;var k=document.createElement("link");k.rel="modulepreload";k.crossOrigin="";k.href=u;document.head.appendChild(k)}})();`;

/**
 * The sign-in screen's own modules, for the boot script to preload on a login address when nobody
 * is signed in: they download beside the app's code rather than after it.
 */
export const LOGIN_MODULES_META = 'portal-login-modules';

/** The catalogs every page loads at start, per language (`en=url url;de=url url`), for the boot script to preload. */
export const CATALOGS_META = 'portal-catalogs';
