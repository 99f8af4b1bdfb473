// Started by a server-rendered page's loader (server/ssr/appLoading.ts) before the app runs. A
// browser loads its Intl data (ICU) once per process, on the first Intl call of any thread: here,
// beside the page, instead of in the middle of the app's start on the main thread (30-50 ms on a
// desktop, four times that on a phone). The page formats rupees and dates in en-IN; react-aria's
// Select and ComboBox make a list formatter, and its list boxes a collator for typing ahead: each
// kind loads data of its own, a few milliseconds more on the main thread when it comes first there.
new Intl.NumberFormat('en-IN').format(0);
new Intl.DateTimeFormat('en-IN').format(0);
Intl.DateTimeFormat.supportedLocalesOf(['en-IN']);
new Intl.ListFormat('en-IN').format(['']);
new Intl.Collator('en-IN', { usage: 'search', sensitivity: 'base' }).compare('', '');
postMessage('ready');
close();
