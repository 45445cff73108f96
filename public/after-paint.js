/*
 * The prerendered landing page's only script (landing.html; src/app/prerender). The page paints from its HTML; the app's
 * scripts (listed in data-scripts, in order) are requested only once that paint is on screen. As deferred tags or
 * preloads they arrived before the browser's first frame on a fast connection and their download and start-up
 * came first: Lighthouse's largest paint was 0.76 s or 2.1 s from run to run (docs/decisions.md).
 */
(function runAppAfterFirstPaint(list) {
  function addScripts() {
    var sources = list ? list.split(' ') : [];
    for (var index = 0; index < sources.length; index += 1) {
      var script = document.createElement('script');
      script.src = sources[index];
      // Inserted scripts run as they arrive unless told otherwise: in order, as the deferred tags ran.
      script.async = false;
      document.head.appendChild(script);
    }
  }
  // The paint timing entry arrives once the frame has been presented; a frame callback runs before its paint,
  // and a task queued from it could still come before the frame reached the screen (Lighthouse then counted the
  // scripts' start-up into the largest paint, 1.0 or 2.1 s again).
  var supportsPaintTiming = window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (supportsPaintTiming) {
    new PerformanceObserver(function (_entries, observer) {
      observer.disconnect();
      window.setTimeout(addScripts, 0);
    }).observe({ type: 'paint', buffered: true });
  } else {
    window.requestAnimationFrame(function afterFrame() {
      window.setTimeout(addScripts, 0);
    });
  }
})(document.currentScript && document.currentScript.getAttribute('data-scripts'));
