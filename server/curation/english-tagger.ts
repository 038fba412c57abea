/** One wink-nlp English tagger for the brief parser's parts (parse-brief.ts, share-heads.ts), made on first use. */
import winkNLP from "wink-nlp";
import model from "wink-eng-lite-web-model";

let nlp: ReturnType<typeof winkNLP> | null = null;

export function englishTagger(): ReturnType<typeof winkNLP> {
  nlp ??= winkNLP(model);
  return nlp;
}
