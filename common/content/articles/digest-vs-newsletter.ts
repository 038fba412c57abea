import type { BlogArticle } from "../blog-types";

export const digestVsNewsletter: BlogArticle = {
  slug: "email-digest-vs-newsletter",
  title: "Email Digest vs Newsletter: What's the Difference?",
  excerpt:
    "They both land in your inbox on a schedule, but a newsletter is written for an audience while a digest is assembled for you. Here is why that matters.",
  date: "2025-01-10",
  readTime: "5 min read",
  category: "Insights",
  metaDescription:
    "Email digest vs newsletter: how they differ in authorship, personalisation, sources and purpose, and when to choose a personalised digest instead.",
  fixed: false,
  content: [
    {
      type: "p",
      text: "People use the words interchangeably, but an email digest and a newsletter solve different problems. Knowing the difference helps you decide which ones deserve a place in your inbox, and which you should replace.",
    },
    { type: "h2", text: "A newsletter is a publication" },
    {
      type: "p",
      text: "A newsletter is written by a person or an editorial team for an audience. It has a voice, opinions and a point of view. The best ones are a pleasure to read because of who writes them. But every reader gets the same issue, and the writer decides what is covered.",
    },
    { type: "h2", text: "A digest is a collection" },
    {
      type: "p",
      text: "A digest gathers items from many sources and packages them into one message. Traditionally that meant a list of links: new forum posts, this week's articles, activity in a project. Modern digests go further, summarising each item so you can understand it without clicking.",
    },
    { type: "h2", text: "The differences at a glance" },
    {
      type: "ul",
      items: [
        "**Authorship:** a newsletter has an author; a digest has a selection process.",
        "**Personalisation:** a newsletter is the same for everyone; a digest can be built for one reader.",
        "**Sources:** a newsletter reflects its writer's reading; a digest can draw on dozens of publications.",
        "**Schedule:** a newsletter arrives when the writer publishes; a personal digest arrives when you choose.",
        "**Purpose:** a newsletter informs and persuades; a digest helps you keep up efficiently.",
      ],
    },
    { type: "h2", text: "When a newsletter is the better choice" },
    {
      type: "p",
      text: "Keep the newsletters whose analysis you value, the ones you would miss if they stopped. Expertise and perspective are things a digest does not replace. If you genuinely look forward to an issue, it belongs in your inbox.",
    },
    { type: "h2", text: "When a digest is the better choice" },
    {
      type: "p",
      text: "If you subscribe to several newsletters mainly to avoid missing news in a field, a personal digest will do that job better. It covers more sources, removes the overlap between them, and only includes what matches your interests. Many people find they can unsubscribe from five or six general newsletters after setting up one good digest.",
    },
    {
      type: "quote",
      text: "Read newsletters for perspective. Use a digest for coverage.",
    },
    { type: "h2", text: "The personalised AI digest" },
    {
      type: "p",
      text: "AI has made a new kind of digest practical: one assembled from a plain-English description of what you care about, with a short summary of each story and an opening paragraph that tells you what matters today. That is what Tidings sends. You can run one for your industry, another for a hobby, and a weekly one for long-term research, each at its own time.",
    },
    {
      type: "p",
      text: "Curious what that looks like in practice? Read [how to automate your daily email summary](/blog/how-to-automate-your-daily-email-summary-with-ai) or jump straight in.",
    },
    {
      type: "cta",
      title: "Build a digest that is only about what you care about",
      text: "Seven-day free trial, then $2 per month per briefing. Cancel anytime.",
      label: "Try Free for 7 Days",
    },
  ],
};
